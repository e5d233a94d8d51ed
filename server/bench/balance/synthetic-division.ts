import { computeComposite } from '../../src/lib/composite.js';
import { createRandom, type Random } from '../../src/lib/local-search/random.js';
import type { BalancePlayer } from '../../src/modules/balancing/optimizer/model/types.js';

export interface DivisionShape {
  players: number;
  skills: number;
  /** Regions, practice conflicts and heights present. */
  extras: boolean;
  seed: number;
}

/** A rough normal draw; enough to give ratings and heights a realistic bell shape. */
function normal(random: Random, mean: number, spread: number): number {
  return mean + spread * (random.next() + random.next() + random.next() - 1.5) * 2;
}

/** Region shares are uneven on purpose: real leagues have a crowded side of town. */
const regionShares = [0.35, 0.25, 0.2, 0.12, 0.08];

function drawRegion(random: Random): number {
  let roll = random.next();
  for (let r = 0; r < regionShares.length; r++) {
    roll -= regionShares[r]!;
    if (roll < 0) return r;
  }
  return 0;
}

/**
 * A seeded synthetic division: skills with weights 1-10 and mixed normalisation factors,
 * ratings typed with one decimal on each skill's own scale, composites by the product's rule.
 */
export function generateDivision(shape: DivisionShape): BalancePlayer[] {
  const random = createRandom(shape.seed);
  const factors = [10, 5, 100, 10, 20];
  const skills = Array.from({ length: shape.skills }, (_, s) => ({
    id: s,
    weight: 1 + random.int(10),
    normalizationFactor: factors[s % factors.length]!,
  }));
  return Array.from({ length: shape.players }, () => {
    const talent = normal(random, 5.5, 1.5);
    const ratings = skills.map((skill) => {
      const displayed = Math.min(10, Math.max(0, normal(random, talent, 1.5)));
      return { skillId: skill.id, rating: Math.round(displayed * skill.normalizationFactor) / 10 };
    });
    let conflicts = 0;
    for (let d = 0; d < 7; d++) if (random.next() < 0.25) conflicts |= 1 << d;
    return {
      composite: computeComposite(ratings, skills),
      region: shape.extras ? drawRegion(random) : null,
      conflicts: shape.extras ? conflicts : 0,
      heightCm: shape.extras ? Math.round(normal(random, 160, 14) * 10) / 10 : null,
    };
  });
}
