import { http, HttpResponse } from 'msw';
import type { AccessCodeDto, EvaluationDeskPlayerDto, EvaluationDto } from '@league/contract';
import { apiUrl } from '@/testing/msw-server';
import { divisionAndSkillHandlers, fallSeason, storedUser } from '@/testing/player-fixtures';

export const signIn = () => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
};

export const event = (extra: Partial<EvaluationDto> = {}): EvaluationDto => ({
  id: 40,
  name: 'U12 evaluations',
  division: { id: 5, name: 'U12 Mixed' },
  divisions: [{ id: 5, name: 'U12 Mixed', finalised: null }],
  min_evaluators: 3,
  scale: { min: 1, max: 5, step: 1 },
  sessions: [
    { id: 71, date: '2026-09-12', start_time: '09:00', gym: 'North Gym' },
    { id: 72, date: '2026-09-12', start_time: '13:00', gym: 'South Gym' },
  ],
  skills: [
    { id: 11, name: 'Shooting', instruction: 'Five shots from the free-throw line', division_id: 5 },
    { id: 12, name: 'Dribbling', instruction: '', division_id: 5 },
  ],
  excluded_evaluator_ids: [],
  checked_in: 1,
  finalised: null,
  created_at: '2026-11-25T18:00:00.000Z',
  ...extra,
});

export const deskPlayer = (id: number, name: string, household: string | null, bib: number | null = null): EvaluationDeskPlayerDto => ({
  player_id: id,
  name,
  date_of_birth: '2014-05-02',
  household,
  bib,
  walk_up: false,
  division_id: 5,
});

export const accessCode = (id: number, extra: Partial<AccessCodeDto> = {}): AccessCodeDto => ({
  id,
  session_id: null,
  created_at: '2026-11-25T18:30:00.000Z',
  revoked_at: null,
  evaluators: 0,
  ...extra,
});

export const seasonHandlers = [http.get(apiUrl('/seasons/'), () => HttpResponse.json({ count: 1, results: [fallSeason] })), ...divisionAndSkillHandlers()];
