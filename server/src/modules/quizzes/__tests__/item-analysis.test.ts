import { describe, expect, it } from 'vitest';
import { analyzeItems, type ItemResponse } from '../statistics/item-analysis.js';

/** Rows of 0/1 per attempt, one column per question id 1, 2, 3 … */
function responsesOf(matrix: number[][]): ItemResponse[] {
  return matrix.flatMap((row, a) => row.map((cell, q) => ({ attemptId: a + 1, questionId: q + 1, correct: cell === 1 })));
}

describe('item analysis over first attempts', () => {
  it('matches a hand-computed example: facility, corrected item-total correlation and flags', () => {
    //            Q1 Q2 Q3 Q4 Q5
    const matrix = [
      [1, 1, 1, 1, 1], // A: 5 right
      [1, 1, 1, 0, 1], // B: 4
      [1, 1, 0, 0, 1], // C: 3
      [0, 1, 0, 0, 1], // D: 2
      [0, 0, 0, 0, 1], // E: 1
    ];
    // By hand (Q5 is right for everyone, so it shifts every rest score alike and changes no correlation):
    // Q1: item [1,1,1,0,0], rest of Q2-Q4 [3,2,1,1,0]; means 0.6 and 1.4;
    //     Σdx·dy = 0.64+0.24-0.16+0.24+0.84 = 1.8, Σdx² = 1.2, Σdy² = 5.2 → 1.8/√6.24 = 0.7206.
    // Q2: item [1,1,1,1,0], rest [3,2,1,0,0]; means 0.8 and 1.2;
    //     Σdx·dy = 1.2, Σdx² = 0.8, Σdy² = 6.8 → 1.2/√5.44 = 0.5145.
    // Q3: item [1,1,0,0,0], rest [3,2,2,1,0]; Σdx·dy = 1.8, Σdx² = 1.2, Σdy² = 5.2 → 0.7206.
    // Q4: item [1,0,0,0,0], rest [3,3,2,1,0]; Σdx·dy = 1.2, Σdx² = 0.8, Σdy² = 6.8 → 0.5145.
    // Q5: everyone right: facility 1 (> 0.95, too easy); no spread, so no correlation.

    const stats = analyzeItems(responsesOf(matrix));

    expect(stats.get(1)).toEqual({ attempts: 5, facilityIndex: 0.6, discriminationIndex: expect.closeTo(0.7206, 4), flags: [] });
    expect(stats.get(2)).toEqual({ attempts: 5, facilityIndex: 0.8, discriminationIndex: expect.closeTo(0.5145, 4), flags: [] });
    expect(stats.get(3)).toEqual({ attempts: 5, facilityIndex: 0.4, discriminationIndex: expect.closeTo(0.7206, 4), flags: [] });
    // 0.2 exactly is not "below 0.2": not too hard.
    expect(stats.get(4)).toEqual({ attempts: 5, facilityIndex: 0.2, discriminationIndex: expect.closeTo(0.5145, 4), flags: [] });
    expect(stats.get(5)).toEqual({ attempts: 5, facilityIndex: 1, discriminationIndex: null, flags: ['too_easy'] });
  });

  it('flags a question stronger referees miss more often than weaker ones, and one almost nobody gets right', () => {
    //            Q1 Q2 Q3
    const matrix = [
      [1, 1, 0],
      [1, 0, 0],
      [0, 1, 1],
      [1, 1, 0],
      [0, 0, 0],
      [1, 0, 0],
    ];
    // Q1: item [1,1,0,1,0,1], rest (Q2+Q3) [1,0,2,1,0,0]; both means 2/3;
    //     Σdx·dy = (1-2-8+1+4-2)/9 = -2/3, Σdx² = 4/3, Σdy² = 10/3 → (-2/3)/√(40/9) = -1/√10 = -0.3162.
    // Q3: right once in 6 (0.167 < 0.2): too hard.

    const stats = analyzeItems(responsesOf(matrix));

    expect(stats.get(1)).toEqual({ attempts: 6, facilityIndex: 4 / 6, discriminationIndex: expect.closeTo(-0.3162, 4), flags: ['low_discrimination'] });
    expect(stats.get(3)).toMatchObject({ facilityIndex: 1 / 6, flags: expect.arrayContaining(['too_hard']) });
  });

  it('flags nothing with fewer than five first attempts, however extreme the figures', () => {
    const stats = analyzeItems(responsesOf([[1, 0], [1, 0], [1, 1], [1, 0]]));

    expect(stats.get(1)).toEqual({ attempts: 4, facilityIndex: 1, discriminationIndex: null, flags: [] });
    expect(stats.get(2)).toMatchObject({ facilityIndex: 0.25, flags: [] });
  });

  it('has no discrimination for a question asked alone (no rest of the score)', () => {
    const stats = analyzeItems(responsesOf([[1], [0], [1]]));

    expect(stats.get(1)).toEqual({ attempts: 3, facilityIndex: 2 / 3, discriminationIndex: null, flags: [] });
  });
});
