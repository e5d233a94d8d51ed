import type { EvaluationDto } from '@league/contract';

/** An evaluation day as the API answers it: U12 Mixed, two sessions, two skills; `extra` replaces any field. */
export const evaluationDay = (extra: Partial<EvaluationDto> = {}): EvaluationDto => ({
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
