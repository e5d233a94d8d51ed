import { describe, expect, it } from 'vitest';
import { flagsOf, meanAndSd, standardise, statsOfRater, type RatedValue } from '../rater-stats.js';

const shooting = { id: 1, name: 'Shooting', normalizationFactor: 10 };
let nextId = 1;
const rate = (rater: string, ratings: number[]): RatedValue[] => ratings.map((rating, i) => ({ entryId: nextId++, rater, playerId: 100 * rater.length + i, skillId: 1, rating, originalValue: rating }));

describe('rater standardisation (hand-computed)', () => {
  // Coach A rates 2, 4, 6: mean 4, population sd sqrt(((2-4)² + 0 + (6-4)²) / 3) = sqrt(8/3) = 1.632993.
  // The others (B: 4, 8; C: 6, 10) pooled: mean 28 / 4 = 7, sd sqrt((9 + 1 + 1 + 9) / 4) = sqrt(5) = 2.236068.
  // z of 2 = (2 - 4) / sqrt(8/3) = -sqrt(3/2) = -1.224745; z × sd = -sqrt(3/2 × 5) = -sqrt(7.5) = -2.738613.
  // So 2 → 7 - 2.738613 = 4.261387, 4 → 7, 6 → 7 + 2.738613 = 9.738613.
  const values = [...rate('Coach A', [2, 4, 6]), ...rate('Coach B', [4, 8]), ...rate('Coach C', [6, 10])];

  it('maps each rating through the rater z-score onto the other raters mean and spread', () => {
    const result = standardise(values, 'coach a', shooting)!;

    expect(result.rater.mean).toBe(4);
    expect(result.rater.sd).toBeCloseTo(Math.sqrt(8 / 3), 10);
    expect(result.target).toEqual({ mean: 7, sd: expect.closeTo(Math.sqrt(5), 10) });
    expect(result.changes.map((c) => [c.before, c.after])).toEqual([
      [2, expect.closeTo(4.261387, 6)],
      [4, expect.closeTo(7, 10)],
      [6, expect.closeTo(9.738613, 6)],
    ]);
  });

  it('clamps to the skill scale, and gives the others mean to everyone when the rater used one value', () => {
    const wide = [...rate('Coach A', [0, 10]), ...rate('Coach B', [1, 9, 10, 10])];
    // Others: mean 30/4 = 7.5, sd sqrt((42.25 + 2.25 + 6.25 + 6.25) / 4) = sqrt(14.25) = 3.774917; A: mean 5, sd 5, z = ±1.
    // 10 → 7.5 + 3.774917 = 11.27 → clamped to 10; 0 → 7.5 - 3.774917 = 3.725083.
    expect(standardise(wide, 'Coach A', shooting)!.changes.map((c) => c.after)).toEqual([expect.closeTo(3.725083, 6), 10]);

    const flat = [...rate('Coach D', [5, 5, 5]), ...rate('Coach B', [4, 8])];
    expect(standardise(flat, 'Coach D', shooting)!.changes.map((c) => c.after)).toEqual([6, 6, 6]);
  });

  it('does not rescale without at least two ratings by other raters', () => {
    expect(standardise([...rate('Coach A', [2, 4]), ...rate('Coach B', [5])], 'Coach A', shooting)).toBeNull();
  });
});

describe('rater flags', () => {
  it('says how far a rater is from the others, in points on 0-10', () => {
    const values = [...rate('Coach A', [2, 4, 6]), ...rate('Coach B', [4, 8]), ...rate('Coach C', [6, 10])];
    const stats = statsOfRater(values, 'Coach A', shooting)!;

    const flags = flagsOf(stats, [2, 4, 6], 'the other coaches');

    expect(stats).toMatchObject({ count: 3, mean: 4, distinct_values: 3, others: { count: 4, mean: 7 }, difference: -3 });
    expect(flags).toEqual([{ kind: 'far_from_others', skill_id: 1, message: 'Rates 3.0 points lower than the other coaches on Shooting (average 4.0 against 7.0, on 0-10).' }]);
  });

  it('flags a rater who gives four or more players only one or two different ratings', () => {
    const values = [...rate('Coach A', [6, 6, 7, 7]), ...rate('Coach B', [6, 7])];
    const stats = statsOfRater(values, 'Coach A', shooting)!;

    expect(flagsOf(stats, [6, 6, 7, 7])).toEqual([{ kind: 'few_values', skill_id: 1, message: 'Gives all 4 players only 6 or 7 on Shooting, so the rating does not tell them apart.' }]);
    expect(meanAndSd([6, 6, 7, 7])).toEqual({ mean: 6.5, sd: 0.5 });
  });
});
