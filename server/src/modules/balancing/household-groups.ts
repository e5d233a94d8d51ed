import type { Db } from '../../lib/db/database.js';
import type { RosterPlayer } from './csv/read-roster.js';
import * as repo from './balancing.repository.js';

/** A household's players registered in one division, by player id. */
export type HouseholdOf = Map<number, { id: number; name: string }>;

/**
 * The division's households as sibling groups (decision 0046): only households with two or more
 * players registered in this division, and none when the admin switched the division's
 * households_as_groups off.
 */
export async function findHouseholdGroups(db: Db, divisionId: number): Promise<HouseholdOf> {
  if (!(await repo.findHouseholdsAsGroups(db, divisionId))) return new Map();
  const players = await repo.listPlayersWithHousehold(db, divisionId);
  const size = new Map<number, number>();
  for (const p of players) size.set(p.participant!.household!.id, (size.get(p.participant!.household!.id) ?? 0) + 1);
  return new Map(players.flatMap((p) => {
    const household = p.participant!.household!;
    return size.get(household.id)! >= 2 ? [[p.id, household]] : [];
  }));
}

/**
 * Fills the sibling group of players who have none from their household. A group key a player
 * already carries wins (the admin's own grouping); the household's other members then join that
 * key, so siblings are never split between a kept group and the household. Two households of one
 * name in the division get their ids appended, so they stay two groups.
 */
export function withHouseholdGroups(players: RosterPlayer[], playerIds: number[], households: HouseholdOf): RosterPlayer[] {
  if (households.size === 0) return players;
  const namesUsed = new Map<string, Set<number>>();
  for (const h of households.values()) namesUsed.set(h.name, (namesUsed.get(h.name) ?? new Set()).add(h.id));
  const keyOf = new Map<number, string>();
  players.forEach((p, i) => {
    const h = households.get(playerIds[i]!);
    if (h && p.group !== null && !keyOf.has(h.id)) keyOf.set(h.id, p.group);
  });
  for (const h of households.values()) {
    if (!keyOf.has(h.id)) keyOf.set(h.id, namesUsed.get(h.name)!.size > 1 ? `${h.name} #${h.id}` : h.name);
  }
  return players.map((p, i) => {
    const h = households.get(playerIds[i]!);
    return h && p.group === null ? { ...p, group: keyOf.get(h.id)! } : p;
  });
}
