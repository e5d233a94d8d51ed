import type { PreparedGame } from './prepared.js';
import type { OfficialsInput } from './types.js';

/** Minutes from one venue to another: as given (either direction serves both), 0 within a venue, else the default. */
export function buildTravel(input: OfficialsInput, defaultMinutes: number): (from: number, to: number) => number {
  const minutes = new Map<string, number>();
  for (const t of input.travel ?? []) {
    minutes.set(`${t.fromVenueId}>${t.toVenueId}`, t.minutes);
    if (!minutes.has(`${t.toVenueId}>${t.fromVenueId}`)) minutes.set(`${t.toVenueId}>${t.fromVenueId}`, t.minutes);
  }
  return (from, to) => (from === to ? 0 : (minutes.get(`${from}>${to}`) ?? defaultMinutes));
}

/** True when one person cannot work both games: they overlap, or the gap is shorter than the drive between them. */
export function gamesClash(a: PreparedGame, b: PreparedGame, travel: (from: number, to: number) => number): boolean {
  if (a.index === b.index) return true;
  if (a.day !== b.day) return false;
  return a.source.start < b.source.end + travel(b.venue.id, a.venue.id) && b.source.start < a.source.end + travel(a.venue.id, b.venue.id);
}

/**
 * Which games clash, worked out once per day (games of different days never do): a table per
 * day indexed by the games' places in it, so the search's check is one lookup. Sets each
 * game's dayPosition.
 */
export function buildClashes(games: PreparedGame[], dayCount: number, travel: (from: number, to: number) => number): (a: number, b: number) => boolean {
  const byDay: PreparedGame[][] = Array.from({ length: dayCount }, () => []);
  for (const game of games) {
    game.dayPosition = byDay[game.day]!.length;
    byDay[game.day]!.push(game);
  }
  const tables = byDay.map((list) => {
    const n = list.length;
    const table = new Uint8Array(n * n);
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) table[i * n + j] = gamesClash(list[i]!, list[j]!, travel) ? 1 : 0;
    return table;
  });
  return (a, b) => {
    const ga = games[a]!;
    const gb = games[b]!;
    if (ga.day !== gb.day) return false;
    return tables[ga.day]![ga.dayPosition * byDay[ga.day]!.length + gb.dayPosition] === 1;
  };
}
