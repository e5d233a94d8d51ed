import type { OfficialsPlaceChange, SeasonOfficialsGameDto } from '@league/contract';
import { formatCalendarDay } from '@/lib/format-calendar-day';
import type { SlotLine } from '@/features/officials-board/components/game-slots';

/** One place of one game on the board (a game's role), open or held: a drop target, and where a held official is picked up. */
export interface BoardPlace {
  /** The drop target's id: "place-101-referee". */
  id: string;
  gameId: number;
  role: string;
  /** The game in words: "U12 Ants vs Bees, Oct 3, 2026 at 9:00". */
  game: string;
  holder: { refereeId: number; name: string } | null;
}

export const placeId = (gameId: number, role: string) => `place-${gameId}-${role}`;

export const describeGame = (g: SeasonOfficialsGameDto) => `${g.division} ${g.home} vs ${g.away}, ${formatCalendarDay(g.date)} at ${g.start}`;

/** A line of a game's officials cell as a place of the board. */
export const placeOfLine = (game: SeasonOfficialsGameDto, line: SlotLine): BoardPlace => ({
  id: placeId(game.game_id, line.role),
  gameId: game.game_id,
  role: line.role,
  game: describeGame(game),
  holder: line.refereeId !== null && line.name !== null ? { refereeId: line.refereeId, name: line.name } : null,
});

/** Every place of every game in the table's order (the keyboard walks them in it). */
export const boardPlaces = (games: SeasonOfficialsGameDto[], slots: Map<number, SlotLine[]>): BoardPlace[] =>
  games.flatMap((g) => (slots.get(g.game_id) ?? []).map((line) => placeOfLine(g, line)));

/** "Alex Kim, referee of U12 Ants vs Bees, Oct 3, 2026 at 9:00": a held official in the screen reader's words. */
export const describeHeld = (from: BoardPlace) => `${from.holder?.name ?? 'Nobody'}, ${from.role} of ${from.game}`;

/** "the umpire place of U12 Ants vs Crows, Oct 3, 2026 at 20:00 (open)". */
export const describePlace = (place: BoardPlace) => `the ${place.role} place of ${place.game} (${place.holder ? `now ${place.holder.name}` : 'open'})`;

/**
 * The hand change a drop asks for: the dragged official takes the target place; whoever held it
 * takes the official's old place (a swap), and an open target leaves the old place open.
 */
export function changesForMove(from: BoardPlace, to: BoardPlace): OfficialsPlaceChange[] {
  return [
    { game_id: to.gameId, role: to.role, referee_id: from.holder?.refereeId ?? null },
    { game_id: from.gameId, role: from.role, referee_id: to.holder?.refereeId ?? null },
  ];
}
