import type { QuestionQualityFlag } from '@league/contract';
import type { QuestionStatistic } from '@/features/quiz-admin/api/get-quiz-results';
import { noValue } from '@/lib/format';

/** The server flags nothing below this many first tries (decision 0023); said on screen so an empty column makes sense. */
export const firstTriesNeeded = 5;
/** Below this the server calls a question's separation low; the screen's words follow it. */
const separatesWellFrom = 0.2;

const flagWords: Record<QuestionQualityFlag, string> = {
  too_easy: 'Too easy: almost everyone gets it right',
  too_hard: 'Too hard: fewer than 1 in 5 get it right',
  low_discrimination: 'Does not separate: stronger referees miss it as often as weaker ones',
};

/** Share of first tries that were right, as a whole percentage. */
export const formatFacility = (q: QuestionStatistic) => (q.facility_index == null ? noValue : `${Math.round(q.facility_index * 100)}%`);

/** The correlation with two decimals and a word, so a volunteer need not know what 0.35 means. */
export function describeSeparation(value: number | null | undefined): string {
  if (value == null) return noValue;
  return `${value.toFixed(2)} (${value >= separatesWellFrom ? 'good' : 'weak'})`;
}

export const formatDiscrimination = (q: QuestionStatistic) => describeSeparation(q.discrimination_index);

/** What the flags say, or why there are none. */
export function describeFlags(q: QuestionStatistic): string {
  const attempts = q.attempts ?? 0;
  if (attempts === 0) return 'Not taken yet';
  if (attempts < firstTriesNeeded) return `Too few first tries to judge (needs ${firstTriesNeeded})`;
  const flags = q.flags ?? [];
  return flags.length ? flags.map((f) => flagWords[f]).join('; ') : 'Looks fine';
}
