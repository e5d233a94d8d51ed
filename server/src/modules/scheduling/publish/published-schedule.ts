import type { Prisma } from '../../../generated/prisma/client.js';

/** A game as a publication told it: names and address included, so a feed needs no joins. */
export interface PublishedGame {
  id: number;
  division_id: number;
  division: string;
  home_team_id: number;
  away_team_id: number;
  home: string;
  away: string;
  venue: string;
  address: string;
  court: string;
  date: string;
  start: number;
  end: number;
}

/** Reads a stored snapshot defensively: an entry without its numbers is skipped. */
export function readPublishedGames(snapshot: Prisma.JsonValue | undefined): PublishedGame[] {
  const root = snapshot && typeof snapshot === 'object' && !Array.isArray(snapshot) ? snapshot : {};
  const games = Array.isArray(root.games) ? root.games : [];
  return games.filter((g): g is Prisma.JsonObject => !!g && typeof g === 'object' && !Array.isArray(g) && typeof g.id === 'number' && typeof g.start === 'number') as unknown as PublishedGame[];
}

/** The games of a stored publication that one of these teams plays, in the publication's order. */
export function gamesOfTeams(snapshot: Prisma.JsonValue | undefined, teamIds: number[]): PublishedGame[] {
  const teams = new Set(teamIds);
  return readPublishedGames(snapshot).filter((g) => teams.has(g.home_team_id) || teams.has(g.away_team_id));
}

/** What a team was told: its games' places and times, in order; a changed one means tell it again. */
export function teamSignatures(games: PublishedGame[]): Map<number, string> {
  const lines = new Map<number, string[]>();
  for (const g of games) {
    const line = `${g.id}|${g.home_team_id}|${g.away_team_id}|${g.venue}|${g.court}|${g.date}|${g.start}|${g.end}`;
    for (const team of [g.home_team_id, g.away_team_id]) lines.set(team, [...(lines.get(team) ?? []), line]);
  }
  return new Map([...lines].map(([team, l]) => [team, l.sort().join('\n')]));
}

/** Teams whose games differ between two publications (every team with games on the first). */
export function changedTeams(before: PublishedGame[] | null, now: PublishedGame[]): Set<number> {
  const after = teamSignatures(now);
  if (!before) return new Set(after.keys());
  const earlier = teamSignatures(before);
  return new Set([...new Set([...after.keys(), ...earlier.keys()])].filter((team) => after.get(team) !== earlier.get(team)));
}
