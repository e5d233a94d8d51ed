import { createRandom } from '../../../lib/local-search/random.js';
import type { BalancePlayer } from '../optimizer/model/types.js';

/** Seeded test players; `extras` adds regions (0-3), weekday conflicts and heights. */
export function makePlayers(count: number, seed: number, extras = false): BalancePlayer[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => ({
    composite: Math.round((2 + random.next() * 7) * 100) / 100,
    region: extras ? random.int(4) : null,
    conflicts: extras ? random.int(32) & random.int(32) : 0,
    heightCm: extras ? 140 + random.int(40) : null,
  }));
}

export const sizesOf = (teams: number[][]) => teams.map((t) => t.length).sort((a, b) => a - b);
