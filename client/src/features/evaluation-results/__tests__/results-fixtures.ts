import { evaluationDay } from '@/testing/evaluation-fixtures';
import type { EvaluationCoverageDto, EvaluationDto, EvaluationMethod, EvaluationResultsDto, FamilyReportsDto } from '@league/contract';

export const eventId = 7;

export const day: EvaluationDto = evaluationDay({
  id: eventId,
  name: 'Fall tryouts',
  division: { id: 3, name: 'U10' },
  divisions: [{ id: 3, name: 'U10', finalised: null }],
  min_evaluators: 2,
  sessions: [{ id: 1, date: '2026-09-12', start_time: '09:00', gym: 'North gym' }],
  skills: [
    { id: 11, name: 'Shooting', instruction: '', division_id: 3 },
    { id: 12, name: 'Defense', instruction: '', division_id: 3 },
  ],
  checked_in: 3,
  created_at: '2026-09-01T10:00:00.000Z',
});

/** The same day over two divisions: U10 (Shooting, Defense) and U12 (Passing). */
export const twoDivisionDay: EvaluationDto = {
  ...day,
  divisions: [
    { id: 3, name: 'U10', finalised: null },
    { id: 4, name: 'U12', finalised: null },
  ],
  skills: [...day.skills, { id: 13, name: 'Passing', instruction: '', division_id: 4 }],
};

export const coverage: EvaluationCoverageDto = {
  min_evaluators: 2,
  players: [
    { player_id: 1, name: 'Ava Chen', bib: 1, skills: [{ skill_id: 11, evaluators: 2 }, { skill_id: 12, evaluators: 2 }], below_minimum: false },
    { player_id: 2, name: 'Ben Ode', bib: 2, skills: [{ skill_id: 11, evaluators: 1 }, { skill_id: 12, evaluators: 0 }], below_minimum: true },
  ],
  below_minimum: 1,
  evaluators: [
    { id: 21, name: 'Ann', players_scored: 2, scores: 3, share_of_field: 1, revoked: false },
    { id: 22, name: 'Bob', players_scored: 1, scores: 2, share_of_field: 0.5, revoked: true },
  ],
  call_back: [{ player_id: 2, name: 'Ben Ode', bib: 2, reasons: ['An evaluator asked for another look.'] }],
};

/** Ann is harsh: Ava 3 by the average, 3.5 corrected; Ben 4 by the average, 4.5 corrected. */
export function results(method: EvaluationMethod, overrides: Partial<EvaluationResultsDto> = {}): EvaluationResultsDto {
  const figure = (raw: number) => (method === 'corrected' ? raw + 0.5 : method === 'trimmed' ? raw - 0.25 : raw);
  return {
    method,
    blend_weight: 0,
    division_id: null,
    scale: { min: 1, max: 5, step: 1 },
    skills: [{ id: 11, name: 'Shooting' }, { id: 12, name: 'Defense' }],
    players: [
      { player_id: 1, name: 'Ava Chen', bib: 1, division_id: 3, overall: figure(3), skills: [{ skill_id: 11, figure: figure(3), raw_mean: 3, prior: null, count: 2, evaluators: [] }] },
      { player_id: 2, name: 'Ben Ode', bib: 2, division_id: 3, overall: figure(4), skills: [{ skill_id: 11, figure: figure(4), raw_mean: 4, prior: 2, count: 1, evaluators: [] }] },
    ],
    evaluators: [
      { id: 21, name: 'Ann', excluded: false, severities: [{ skill_id: 11, severity: -0.5, sentence: 'scored 0.5 points harsher than the panel on Shooting', scored: 2 }] },
      { id: 22, name: 'Bob', excluded: false, severities: [{ skill_id: 11, severity: 0.5, sentence: 'scored 0.5 points more generously than the panel on Shooting', scored: 1 }] },
    ],
    rank_moves: [{ player_id: 2, name: 'Ben Ode', raw_place: 2, corrected_place: 1, moved: 1 }],
    late_scores: 0,
    ...overrides,
  };
}

export const familyReports: FamilyReportsDto = {
  event: { id: eventId, name: 'Fall tryouts', division: 'U10', date: '2026-09-12' },
  method: 'corrected',
  blend_weight: 0,
  finalised: true,
  scale: { min: 1, max: 5, step: 1 },
  skills: [{ id: 11, name: 'Shooting' }],
  players: [
    {
      player_id: 1,
      name: 'Ava Chen',
      bib: 1,
      division: 'U10',
      evaluators: 3,
      skills: [{ skill_id: 11, band: 'top', figure: 4.2, division_average: 3.1 }],
      comments: [
        { key: '21-11', skill_id: 11, note: 'Lovely follow-through', approved: false },
        { key: '22-11', skill_id: 11, note: 'Rushed her shots', approved: false },
      ],
    },
  ],
};
