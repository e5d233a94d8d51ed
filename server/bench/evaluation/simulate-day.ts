import type { SkillCell } from '../../src/modules/evaluations/aggregate/index.js';

/** mulberry32: a seeded generator so every run of the benchmark simulates the same days. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normal(random: () => number): number {
  // Box-Muller.
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export type PanelKind = 'harsh and lenient' | 'equally severe';

export interface SimulatedDay {
  players: number;
  evaluators: number;
  noise: number;
  skills: number[];
  /** True ability per player per skill (index player * skills + skill), on the 1-10 scale. */
  truth: Float64Array;
  cells: SkillCell[];
}

export const scale = { min: 1, max: 10 };
const skillCount = 3;
const missingShare = 0.2;
/** Share of evaluators who see only part of the field (one court, one session). */
const partialShare = 0.3;

/**
 * One evaluation day: 100-300 players, 4-15 evaluators with severities spread over +-1 point
 * (or all 0), noise sigma 0.5-1, 20% of cells missing, some evaluators seeing only a part of the
 * field; scores rounded to whole points and kept on the 1-10 scale, as phones send them.
 */
export function simulateDay(seed: number, kind: PanelKind): SimulatedDay {
  const random = seededRandom(seed);
  const between = (lo: number, hi: number) => lo + (hi - lo) * random();
  const players = Math.round(between(100, 300));
  const evaluators = Math.round(between(4, 15));
  const noise = between(0.5, 1);
  const skills = Array.from({ length: skillCount }, (_, s) => s + 1);
  const truth = Float64Array.from({ length: players * skillCount }, () => 5.5 + 1.5 * normal(random));
  const cells: SkillCell[] = [];
  for (let e = 0; e < evaluators; e++) {
    const severity = kind === 'harsh and lenient' ? between(-1, 1) : 0;
    // A partial evaluator sees a block of 30-60% of the field (the players of one court).
    const partial = random() < partialShare;
    const share = partial ? between(0.3, 0.6) : 1;
    const start = partial ? Math.floor(random() * players) : 0;
    const seen = Math.round(share * players);
    for (let k = 0; k < seen; k++) {
      const p = (start + k) % players;
      for (let s = 0; s < skillCount; s++) {
        if (random() < missingShare) continue;
        const raw = truth[p * skillCount + s]! + severity + noise * normal(random);
        const value = Math.min(scale.max, Math.max(scale.min, Math.round(raw)));
        cells.push({ player: p, evaluator: e, skill: skills[s]!, value });
      }
    }
  }
  return { players, evaluators, noise, skills, truth, cells };
}
