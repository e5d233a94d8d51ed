import { http, HttpResponse } from 'msw';
import type { AccessCodeDto, EvaluationDeskPlayerDto } from '@league/contract';
import { evaluationDay } from '@/testing/evaluation-fixtures';
import { apiUrl } from '@/testing/msw-server';
import { divisionAndSkillHandlers, fallSeason, storedUser } from '@/testing/player-fixtures';

export const signIn = () => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
};

export const event = evaluationDay;

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
