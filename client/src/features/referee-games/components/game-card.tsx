import { Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { RefereeGameDto } from '@league/contract';
import { formatCalendarDay } from '@/lib/format-calendar-day';
import { GameDetails } from './game-details';

const statusWords: Record<RefereeGameDto['status'], { label: string; color: 'warning' | 'success' | 'default' }> = {
  proposed: { label: 'Not yet confirmed', color: 'default' },
  published: { label: 'Waiting for your answer', color: 'warning' },
  accepted: { label: 'Accepted', color: 'success' },
  declined: { label: 'Declined', color: 'default' },
};

interface Props {
  game: RefereeGameDto;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

/** One game as a card: a table would not fit a phone's 390 pixels. */
export function GameCard({ game, busy, onAccept, onDecline }: Props) {
  const title = `${game.home} vs ${game.away}`;
  const status = statusWords[game.status];
  return (
    <Paper component="li" variant="outlined" aria-label={`${title}, ${formatCalendarDay(game.date)}`} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Typography component="h3" sx={{ fontWeight: 600 }}>{title}</Typography>
          <Chip size="small" label={status.label} color={status.color} />
        </Stack>
        <GameDetails game={game} />
        {game.status !== 'declined' && (
          <Stack direction="row" spacing={1}>
            {game.status !== 'accepted' && (
              <Button variant="contained" onClick={onAccept} disabled={busy} aria-label={`Accept ${title}`}>Accept</Button>
            )}
            <Button variant="outlined" color="error" onClick={onDecline} aria-label={`Decline ${title}`}>Decline</Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
