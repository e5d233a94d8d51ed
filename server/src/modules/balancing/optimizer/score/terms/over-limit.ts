/**
 * Players beyond a per-team limit of one key: keep-apart keys (limit 1: players beyond the
 * first of a key on a team) and school limits (at most N of one school per team) are the
 * same term. Hard where feasible: one player over a limit outweighs moving a single player
 * one step off gender or tier balance (about 2k²), hence 4k² per player.
 */
export const overLimitWeight = (teamCount: number) => 4 * teamCount * teamCount;

/** Players of one key beyond `limit` on one team. */
export const overLimit = (count: number, limit: number) => Math.max(0, count - limit);

/** Change of overLimit when a team's count of the key grows by d. */
export const changeOfOverLimit = (count: number, d: number, limit: number) => overLimit(count + d, limit) - overLimit(count, limit);
