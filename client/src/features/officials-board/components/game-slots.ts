import type { AssignOfficialsDto, SeasonOfficialsDto, SeasonOfficialsGameDto } from '@league/contract';

/** One line of a game's officials cell: who holds the role, or why nobody does. */
export interface SlotLine {
  role: string;
  refereeId: number | null;
  name: string | null;
  /** What the referee has done with it, in words; or why the place is open. */
  note: string;
  open: boolean;
}

/** What a referee has done with a place, in words. */
export const statusWords = { proposed: 'not yet published', published: 'waiting for their answer', accepted: 'accepted' } as const;

/** The places each game needs with who holds each now (an empty one is open), keyed by game. */
export function currentSlots(games: SeasonOfficialsGameDto[]): Map<number, SlotLine[]> {
  return new Map(games.map((g) => {
    const held: SlotLine[] = g.officials.map((o) => ({ role: o.role, refereeId: o.referee_id, name: o.referee_name, note: statusWords[o.status], open: false }));
    const open: SlotLine[] = g.places.filter((p) => !g.officials.some((o) => o.role === p)).map((role) => ({ role, refereeId: null, name: null, note: 'nobody yet.', open: true }));
    const order = (line: SlotLine) => (g.places.includes(line.role) ? g.places.indexOf(line.role) : g.places.length);
    return [g.game_id, [...held, ...open].sort((a, b) => order(a) - order(b))];
  }));
}

/** The preview's officials and open places per game, referees named from the season's list. */
export function previewSlots(season: SeasonOfficialsDto, preview: AssignOfficialsDto): Map<number, SlotLine[]> {
  const names = new Map(season.referees.map((r) => [r.id, r.name]));
  const slots = new Map<number, SlotLine[]>(season.games.map((g) => [g.game_id, []]));
  const add = (gameId: number, line: SlotLine) => slots.set(gameId, [...(slots.get(gameId) ?? []), line]);
  for (const a of preview.assignments) add(a.game_id, { role: a.role, refereeId: a.referee_id, name: names.get(a.referee_id) ?? `Referee ${a.referee_id}`, note: '', open: false });
  for (const u of preview.uncovered) add(u.game_id, { role: u.role, refereeId: null, name: null, note: u.reason, open: true });
  return slots;
}
