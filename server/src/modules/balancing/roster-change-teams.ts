import type { ChangeTeams } from './build-change-preview.js';
import type { findStoredRoster } from './roster-change.repository.js';

type StoredRoster = Awaited<ReturnType<typeof findStoredRoster>>;

/** The division's teams as they are (a placement keeps every team). */
export function currentTeams(stored: StoredRoster): ChangeTeams {
  return chooseTeams(stored, stored.teams.length);
}

/**
 * The teams a rebalance into `count` teams ends with: with fewer, the teams holding the most
 * players stay (ties: the older team) and the others are dropped once emptied; with more, new
 * teams named "Team N" with the first numbers no team uses. Kept teams stay in id order.
 */
export function chooseTeams(stored: StoredRoster, count: number): ChangeTeams {
  const sizes = new Map(stored.teams.map((t) => [t.id, 0]));
  for (const p of stored.players) if (p.teamId !== null) sizes.set(p.teamId, (sizes.get(p.teamId) ?? 0) + 1);
  const ranked = [...stored.teams].sort((a, b) => sizes.get(b.id)! - sizes.get(a.id)! || a.id - b.id);
  const kept = ranked.slice(0, count).sort((a, b) => a.id - b.id);
  const dropped = ranked.slice(count).sort((a, b) => a.id - b.id);
  const taken = new Set(stored.teams.map((t) => t.name.trim().toLowerCase()));
  const added: string[] = [];
  for (let n = 1; kept.length + added.length < count; n++) {
    if (!taken.has(`team ${n}`)) added.push(`Team ${n}`);
  }
  const position = new Map([...kept.map((t, i) => [t.id, i] as const), ...dropped.map((t, d) => [t.id, count + d] as const)]);
  return {
    ids: [...kept.map((t) => t.id), ...added.map(() => null)],
    names: [...kept.map((t) => t.name), ...added],
    current: stored.players.map((p) => (p.teamId === null ? -1 : (position.get(p.teamId) ?? -1))),
    dropped,
  };
}
