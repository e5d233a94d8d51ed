import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { OpenGameDto } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { formatCalendarDay } from '@/lib/format-calendar-day';
import { useOpenGames, useTakeOpenGame } from '@/features/referee-games/api/open-games';
import { GameDetails } from './game-details';

const titleOf = (g: OpenGameDto) => `${g.home} vs ${g.away}`;

/** Open games the referee may take themselves; shown only where the assignor allows it (decision 0178). */
export function OpenGamesSection() {
  const open = useOpenGames();
  const take = useTakeOpenGame();
  const [message, setMessage] = useState('');

  if (!open.data?.self_assign) return null;

  function onTake(game: OpenGameDto) {
    setMessage('');
    take.mutate({ game_id: game.game_id, role: game.role }, {
      onSuccess: () => setMessage(`You are now the ${game.role} of ${titleOf(game)} on ${formatCalendarDay(game.date, 'long')}. The assignor has been told.`),
    });
  }

  return (
    <Paper component="section" aria-labelledby="open-games-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="open-games-title" variant="h6" component="h2">Open games you can take</Typography>
        {take.isError && <Alert severity="error">{apiErrorMessage(take.error) ?? 'Taking the game did not work. Please try again.'}</Alert>}
        {message && <Alert severity="success" role="status">{message}</Alert>}
        {open.data.count === 0 ? (
          <Typography>No open game fits you right now: only games you are certified, free and allowed to referee are listed here.</Typography>
        ) : (
          <Stack component="ul" spacing={2} aria-label="Open games" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {open.data.results.map((g) => (
              <Paper key={`${g.game_id}-${g.role}`} component="li" variant="outlined" aria-label={`${titleOf(g)}, ${g.role}, ${formatCalendarDay(g.date)}`} sx={{ p: 2 }}>
                <Stack spacing={1}>
                  <Typography component="h3" sx={{ fontWeight: 600 }}>{titleOf(g)}</Typography>
                  <GameDetails game={g} />
                  <Box>
                    <Button variant="contained" onClick={() => onTake(g)} disabled={take.isPending} aria-label={`Take the ${g.role} place of ${titleOf(g)}`}>
                      Take this game
                    </Button>
                  </Box>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
