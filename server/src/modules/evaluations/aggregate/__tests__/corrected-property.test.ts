import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rawMeans, raterCorrected, type ScoreCell } from '../index.js';

/** A panel where evaluator 0 scores everyone (so all evaluators are linked) and the others score some. */
const panelOf = (complete: boolean) =>
  fc
  .record({ players: fc.integer({ min: 3, max: 12 }), evaluators: fc.integer({ min: 2, max: 5 }) })
  .chain(({ players, evaluators }) =>
    fc.array(fc.record({ value: fc.integer({ min: 1, max: 10 }), present: fc.boolean() }), {
      minLength: players * evaluators,
      maxLength: players * evaluators,
    }).map((grid) => {
      const cells: ScoreCell[] = [];
      grid.forEach((g, i) => {
        const evaluator = i % evaluators;
        const player = Math.floor(i / evaluators);
        if (complete || evaluator === 0 || g.present) cells.push({ evaluator, player, value: g.value });
      });
      return { cells, evaluators };
    }),
  );
const panel = panelOf(false);

const figures = (cells: ScoreCell[]) => new Map(raterCorrected(cells).figures.map((f) => [f.player, f.figure]));

/** Every pair of players the first ranking tells apart stays in the same order in the second. */
function sameOrder(before: Map<number, number>, after: Map<number, number>) {
  for (const [a, fa] of before) {
    for (const [b, fb] of before) {
      if (fa - fb > 1e-6 && !(after.get(a)! > after.get(b)!)) return false;
    }
  }
  return true;
}

describe('rater-corrected ranking', () => {
  it('does not change when one evaluator adds a constant to all their scores', () => {
    fc.assert(
      fc.property(panel, fc.nat(4), fc.double({ min: -3, max: 3, noNaN: true }), ({ cells, evaluators }, pick, constant) => {
        const shifted = pick % evaluators;
        const moved = cells.map((c) => (c.evaluator === shifted ? { ...c, value: c.value + constant } : c));
        expect(sameOrder(figures(cells), figures(moved))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('ranks a complete panel as the raw mean does', () => {
    fc.assert(
      fc.property(panelOf(true), ({ cells }) => {
        const raw = new Map(rawMeans(cells).map((f) => [f.player, f.figure]));
        expect(sameOrder(raw, figures(cells))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
