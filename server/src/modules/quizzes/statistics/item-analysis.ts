import type { QuestionQualityFlag } from '@league/contract';

/** One question as one first attempt asked it. */
export interface ItemResponse {
  attemptId: number;
  questionId: number;
  correct: boolean;
}

export interface ItemStatistics {
  attempts: number;
  facilityIndex: number | null;
  discriminationIndex: number | null;
  flags: QuestionQualityFlag[];
}

/** Decision 0023: below this many first attempts a share or a correlation says little, so nothing is flagged. */
export const minAttemptsForFlags = 5;
export const tooEasyAbove = 0.95;
export const tooHardBelow = 0.2;
export const lowDiscriminationBelow = 0.2;

/** Pearson's correlation; null when either side does not vary (it is then undefined). */
function correlation(xs: number[], ys: number[]): number | null {
  const n = xs.length;
  if (n < 2) return null;
  const meanX = xs.reduce((s, x) => s + x, 0) / n;
  const meanY = ys.reduce((s, y) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = xs[i]! - meanX;
    const dy = ys[i]! - meanY;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  // Guard against rounding noise on a constant column as well as an exact zero.
  if (sxx < 1e-12 || syy < 1e-12) return null;
  return sxy / Math.sqrt(sxx * syy);
}

function flagsFor(attempts: number, facility: number | null, discrimination: number | null): QuestionQualityFlag[] {
  if (attempts < minAttemptsForFlags) return [];
  const flags: QuestionQualityFlag[] = [];
  if (facility !== null && facility > tooEasyAbove) flags.push('too_easy');
  if (facility !== null && facility < tooHardBelow) flags.push('too_hard');
  if (discrimination !== null && discrimination < lowDiscriminationBelow) flags.push('low_discrimination');
  return flags;
}

/**
 * Classical item analysis over first attempts. Facility: the share right. Discrimination: the
 * corrected item-total (point-biserial) correlation, i.e. getting the question right against
 * the share right on the attempt's *other* questions, so the item does not correlate with
 * itself. The rest is a share, not a count, so draws of different lengths compare fairly (for
 * equal lengths it is the same correlation as with counts).
 */
export function analyzeItems(responses: ItemResponse[]): Map<number, ItemStatistics> {
  return analyzeGroups(responses, (r) => [r.questionId]);
}

/**
 * The same analysis with questions pooled into groups (a rule article, decision 0083): each
 * answer to a question of the group counts once, against the share right on the rest of its
 * attempt. `groupsOf` may put a question in several groups or in none.
 */
export function analyzeGroups<K>(responses: ItemResponse[], groupsOf: (r: ItemResponse) => K[]): Map<K, ItemStatistics> {
  const totals = new Map<number, { asked: number; correct: number }>();
  for (const r of responses) {
    const t = totals.get(r.attemptId) ?? { asked: 0, correct: 0 };
    t.asked += 1;
    t.correct += r.correct ? 1 : 0;
    totals.set(r.attemptId, t);
  }
  const byGroup = new Map<K, ItemResponse[]>();
  for (const r of responses) {
    for (const key of groupsOf(r)) {
      const rows = byGroup.get(key);
      if (rows) rows.push(r);
      else byGroup.set(key, [r]);
    }
  }

  const result = new Map<K, ItemStatistics>();
  for (const [key, rows] of byGroup) {
    const facility = rows.filter((r) => r.correct).length / rows.length;
    // An attempt of one question has no "rest of the score" to compare with.
    const paired = rows.filter((r) => totals.get(r.attemptId)!.asked > 1);
    const items = paired.map((r) => (r.correct ? 1 : 0));
    const rests = paired.map((r, i) => {
      const t = totals.get(r.attemptId)!;
      return (t.correct - items[i]!) / (t.asked - 1);
    });
    const discrimination = correlation(items, rests);
    result.set(key, {
      attempts: rows.length,
      facilityIndex: facility,
      discriminationIndex: discrimination,
      flags: flagsFor(rows.length, facility, discrimination),
    });
  }
  return result;
}
