import { http, HttpResponse } from 'msw';
import type { AccessCodeDto, EvaluationDeskPlayerDto, EvaluationDto } from '@league/contract';
import { apiUrl } from '@/testing/msw-server';

export const signIn = () => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify({ id: 1, username: 'dana', user_type: 'admin', league_id: 7, league_name: 'Demo' }));
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

export const seasonHandlers = [
  http.get(apiUrl('/seasons/'), () =>
    HttpResponse.json({ count: 1, results: [{ id: 1, name: '2026 Fall Season', year: 2026, start_date: '2026-09-01', end_date: '2027-03-01', league: 7, is_active: true }] }),
  ),
  http.get(apiUrl('/divisions/'), () => HttpResponse.json({ count: 1, results: [{ id: 5, name: 'U12 Mixed', season: 1, season_name: '2026 Fall Season', min_age: 10, max_age: 12, description: '', league: 7 }] })),
  http.get(apiUrl('/skills/'), () =>
    HttpResponse.json({
      count: 2,
      results: [
        { id: 11, name: 'Shooting', description: '', weight: 3, normalization_factor: 10, division: 5 },
        { id: 12, name: 'Dribbling', description: '', weight: 2, normalization_factor: 5, division: 5 },
      ],
    }),
  ),
];
