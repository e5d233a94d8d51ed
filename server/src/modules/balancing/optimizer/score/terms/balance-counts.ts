/**
 * Gender and tier balance (hard where feasible): Σ_values Σ_teams (k·c_tv − C_v)², an integer
 * that is at its minimum exactly when every team's count of every value is the floor or
 * ceiling of C_v / k (counts within one of each other). Unlike a count of violations it falls
 * with every step towards balance, which gives the search a slope; the floor is the same for
 * every balanced state, so it never competes with the other terms once reached.
 */
export const countImbalance = (teamCount: number, count: number, total: number) => (teamCount * count - total) ** 2;

/** Change of (k·c − total)² when c grows by d. */
export const changeOfImbalance = (teamCount: number, count: number, d: number, total: number) =>
  countImbalance(teamCount, count + d, total) - countImbalance(teamCount, count, total);
