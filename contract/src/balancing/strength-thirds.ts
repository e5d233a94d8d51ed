import type { TierCountsDto } from './balancing.types.js';

/** The thirds of a division by overall skill, best first (tier_counts, strength_profile). */
export const tierNames = ['top', 'middle', 'bottom'] as const;

// Composites are stored to 4 decimals; comparing them there makes a preview's thirds and the
// saved teams' thirds the same numbers.
const atStoredPrecision = (composite: number) => Math.round(composite * 10_000);

/**
 * Each player's third (0 top, 1 middle, 2 bottom) among all the division's players: the third
 * of floor(3 × players strictly stronger / players), so players of equal composite always share
 * a third (a tie on a boundary goes up) whatever order they are listed in (decision 0058).
 * Thirds may then differ in size by more than one; the tie is the league's, not the order's.
 */
export function assignTiers(composites: readonly number[]): number[] {
  const n = composites.length;
  const keys = composites.map(atStoredPrecision);
  const sorted = [...keys].sort((a, b) => b - a);
  const stronger = new Map<number, number>();
  sorted.forEach((key, rank) => { if (!stronger.has(key)) stronger.set(key, rank); });
  return keys.map((key) => Math.floor((tierNames.length * stronger.get(key)!) / n));
}

/** Top / middle / bottom counts per team, the thirds taken over every team's players together. */
export function countTiers(teams: readonly (readonly number[])[]): TierCountsDto[] {
  const tiers = assignTiers(teams.flat());
  let next = 0;
  return teams.map((composites) => {
    const counts: TierCountsDto = { top: 0, middle: 0, bottom: 0 };
    for (let i = 0; i < composites.length; i++) counts[tierNames[tiers[next++]!]!] += 1;
    return counts;
  });
}
