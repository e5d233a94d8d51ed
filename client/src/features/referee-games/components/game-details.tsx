import { Box, Typography } from '@mui/material';
import { formatCalendarDay } from '@/lib/format-calendar-day';
import { formatNumber } from '@/lib/format';

interface Props {
  game: { date: string; start: string; end: string; venue: string; division: string; role: string; fee: number };
}

/** When, where, and as what for how much: the lines every game card shows. */
export function GameDetails({ game }: Props) {
  return (
    <Box>
      <Typography>{formatCalendarDay(game.date, 'long')}, {game.start}–{game.end}</Typography>
      <Typography>{game.venue}</Typography>
      <Typography color="text.secondary">{game.division}, as {game.role}, fee {formatNumber(game.fee)}</Typography>
    </Box>
  );
}
