import { useState } from 'react';
import { Alert, Stack, Typography } from '@mui/material';
import type { RefereeGameDto } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { useMyGames } from '@/features/referee-games/api/list-my-games';
import { useAcceptAssignment } from '@/features/referee-games/api/answer-assignment';
import { DeclineDialog } from './decline-dialog';
import { GameCard } from './game-card';

export function MyGamesList() {
  const games = useMyGames();
  const accept = useAcceptAssignment();
  const [declining, setDeclining] = useState<RefereeGameDto | null>(null);
  const [message, setMessage] = useState('');

  if (games.isError) return <Alert severity="error">Your games could not be loaded. Please try again.</Alert>;
  if (!games.data) return <Typography role="status">Loading your games…</Typography>;
  if (games.data.length === 0) return <Typography>No games yet. When the assignor publishes the officials, your games appear here and you get an email.</Typography>;

  function onAccept(game: RefereeGameDto) {
    setMessage('');
    accept.mutate(game.assignment_id, { onSuccess: () => setMessage(`You accepted ${game.home} vs ${game.away}.`) });
  }

  return (
    <Stack spacing={2}>
      {accept.isError && <Alert severity="error">{apiErrorMessage(accept.error) ?? 'Accepting did not work. Please try again.'}</Alert>}
      {message && <Alert severity="success" role="status">{message}</Alert>}
      <Stack component="ul" spacing={2} aria-label="My games" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {games.data.map((g) => (
          <GameCard key={g.assignment_id} game={g} busy={accept.isPending} onAccept={() => onAccept(g)} onDecline={() => { setMessage(''); setDeclining(g); }} />
        ))}
      </Stack>
      <DeclineDialog game={declining} onClose={() => setDeclining(null)} onDeclined={(g) => setMessage(`You declined ${g.home} vs ${g.away}. The assignor has been told.`)} />
    </Stack>
  );
}
