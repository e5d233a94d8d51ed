import type { Prisma } from '../../generated/prisma/client.js';

/**
 * The assignment a version stores (JSON keys are ids as strings): each player's team (null:
 * Unassigned), plus team and player names so a restore can say what no longer exists.
 */
export interface RosterSnapshot {
  players: Record<string, number | null>;
  teams: Record<string, string>;
  names: Record<string, string>;
}

export function toSnapshot(players: { id: number; name: string; teamId: number | null }[], teams: { id: number; name: string }[]): RosterSnapshot {
  return {
    players: Object.fromEntries(players.map((p) => [String(p.id), p.teamId])),
    teams: Object.fromEntries(teams.map((t) => [String(t.id), t.name])),
    names: Object.fromEntries(players.map((p) => [String(p.id), p.name])),
  };
}

/** Reads a stored assignment defensively: a malformed entry is skipped rather than trusted. */
export function readSnapshot(value: Prisma.JsonValue): RosterSnapshot {
  const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
  const root = obj(value);
  const players: Record<string, number | null> = {};
  for (const [id, team] of Object.entries(obj(root.players))) if (team === null || typeof team === 'number') players[id] = team;
  const teams: Record<string, string> = {};
  for (const [id, name] of Object.entries(obj(root.teams))) if (typeof name === 'string') teams[id] = name;
  const names: Record<string, string> = {};
  for (const [id, name] of Object.entries(obj(root.names))) if (typeof name === 'string') names[id] = name;
  return { players, teams, names };
}
