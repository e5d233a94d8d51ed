import type { CertificationRequirement } from '@league/contract';

/**
 * Certification levels have no stored order; a level that requires another ranks above it
 * (decision 0140): rank = the longest chain of required levels below it. Levels nobody
 * requires and that require none all rank 0, so only the same level covers them.
 */
export function rankLevels(levels: { id: number; requirements: unknown }[]): Map<number, number> {
  const below = new Map(levels.map((l) => [l.id, requiredLevels(l.requirements)]));
  const ranks = new Map<number, number>();
  const rankOf = (id: number, seen: Set<number>): number => {
    const known = ranks.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return 0; // a cycle someone typed: stop rather than loop
    seen.add(id);
    const rank = Math.max(-1, ...(below.get(id) ?? []).filter((b) => below.has(b)).map((b) => rankOf(b, seen))) + 1;
    ranks.set(id, rank);
    return rank;
  };
  for (const level of levels) rankOf(level.id, new Set());
  return ranks;
}

function requiredLevels(requirements: unknown): number[] {
  if (!Array.isArray(requirements)) return [];
  return (requirements as CertificationRequirement[]).flatMap((r) => (r && r.kind === 'level' ? [r.level_id] : []));
}
