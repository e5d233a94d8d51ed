import { formatScore } from '@/lib/format-score';
import { pluralize } from '@/lib/pluralize';
import type { RegradeChangeDto, RegradeResultDto } from '@/api/question-bank/bank-types';

/** "12 attempts regraded; 3 results changed (2 now pass)": what the fix did, counted in words. */
export function regradeSummary(result: RegradeResultDto): string {
  const regraded = `${pluralize(result.attempts_regraded, 'attempt')} regraded`;
  if (result.changed.length === 0) return `${regraded}; no result changed`;
  const nowPass = result.changed.filter((c) => c.new_passed && !c.old_passed).length;
  const nowFail = result.changed.filter((c) => !c.new_passed && c.old_passed).length;
  const moves = [nowPass && `${nowPass} now pass`, nowFail && `${nowFail} now fail`].filter(Boolean).join(', ');
  return `${regraded}; ${pluralize(result.changed.length, 'result')} changed${moves ? ` (${moves})` : ''}`;
}

const passWord = (passed: boolean | null) => (passed === null ? '' : passed ? 'passed' : 'not passed');

/** One changed attempt: "alice: 60% (not passed) → 80% (passed)". */
export function describeChange(change: RegradeChangeDto): string {
  const side = (score: number | null, passed: boolean | null) => `${formatScore(score)}${passed === null ? '' : ` (${passWord(passed)})`}`;
  return `${change.username}: ${side(change.old_score, change.old_passed)} → ${side(change.new_score, change.new_passed)}`;
}
