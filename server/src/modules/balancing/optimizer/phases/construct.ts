import { shuffleInPlace, type Random } from '../../../../lib/local-search/random.js';
import { hasRoom, sizeLimits } from '../model/team-sizes.js';

/**
 * Greedy by descending composite: each player joins the lowest-total team that still has room.
 * Ties between equal composites are broken by the random order, so restarts differ.
 */
export function constructGreedy(composites: Float64Array, teamCount: number, random: Random): Int32Array {
  const n = composites.length;
  const limits = sizeLimits(n, teamCount);
  const order = shuffleInPlace(Array.from({ length: n }, (_, i) => i), random).sort((x, y) => composites[y]! - composites[x]!);
  const assign = new Int32Array(n);
  const size = new Int32Array(teamCount);
  const total = new Float64Array(teamCount);
  let large = 0;
  for (const i of order) {
    let best = -1;
    for (let t = 0; t < teamCount; t++) {
      if (hasRoom(size[t]!, 1, limits, large) && (best < 0 || total[t]! < total[best]!)) best = t;
    }
    if (size[best] === limits.small) large++;
    assign[i] = best;
    size[best] = size[best]! + 1;
    total[best] = total[best]! + composites[i]!;
  }
  return assign;
}

/** Random teams of even sizes: a seeded shuffle dealt round-robin. */
export function dealRandomly(playerCount: number, teamCount: number, random: Random): Int32Array {
  const order = shuffleInPlace(Array.from({ length: playerCount }, (_, i) => i), random);
  const assign = new Int32Array(playerCount);
  order.forEach((player, position) => {
    assign[player] = position % teamCount;
  });
  return assign;
}
