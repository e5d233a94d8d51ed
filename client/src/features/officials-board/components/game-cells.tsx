import { TableCell } from '@mui/material';
import type { SeasonOfficialsGameDto } from '@league/contract';
import { formatCalendarDay } from '@/lib/format-calendar-day';

/** What every officials table tells of a game (a season's game and a pay line both have it). */
type GameFacts = Pick<SeasonOfficialsGameDto, 'date' | 'start' | 'end' | 'division' | 'home' | 'away' | 'venue'>;

/** The headings of the four cells below, the same in every officials table. */
export function GameHeadCells() {
  return (
    <>
      <TableCell>Date</TableCell>
      <TableCell>Time</TableCell>
      <TableCell>Game</TableCell>
      <TableCell>Venue</TableCell>
    </>
  );
}

/** A game's date, time, teams and venue as four table cells. */
export function GameCells({ game }: { game: GameFacts }) {
  return (
    <>
      <TableCell>{formatCalendarDay(game.date)}</TableCell>
      <TableCell>{game.start}–{game.end}</TableCell>
      <TableCell>{game.division}: {game.home} vs {game.away}</TableCell>
      <TableCell>{game.venue}</TableCell>
    </>
  );
}
