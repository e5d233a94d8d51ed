import { useParams } from 'react-router-dom';
import axios from 'axios';
import { Alert, Box, Container, Stack, Typography } from '@mui/material';
import { apiErrorMessage } from '@/lib/api-client';
import { useCoachForm } from '@/features/coach-ratings/api/coach-form';
import { PlayerRatingCard } from './player-rating-card';

const deadlineText = (iso: string) => new Date(iso).toLocaleString(undefined, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A coach's end-of-season rating form, opened from the league's link on a phone; no account (decision 0044). */
export function CoachRatingsPage() {
  const token = useParams().token ?? '';
  const { data, isLoading, isError, error } = useCoachForm(token);
  // Withdrawn, expired (410), too many opens (429), or opened from the roster page before the
  // league opened ratings (decision 0090): the server's sentence says what to do.
  const gone =
    axios.isAxiosError(error) && ([410, 429].includes(error.response?.status ?? 0) || (error.response?.data as { code?: string } | undefined)?.code === 'ratings_not_open');

  return (
    <Container maxWidth="sm" component="main" sx={{ py: 2, px: 1.5 }}>
      {isLoading && <Typography color="text.secondary">Loading your team...</Typography>}
      {isError && (
        <Alert severity={gone ? 'warning' : 'error'}>
          {gone ? apiErrorMessage(error) : 'This link is not known. Check that you opened the whole link, or ask the league for a new one.'}
        </Alert>
      )}
      {data && (
        <Stack spacing={2}>
          <Box>
            <Typography variant="h4" component="h1">
              Rate the {data.team_name}
            </Typography>
            <Typography color="text.secondary">
              {data.division_name}, {data.season_name} · {data.league_name}
            </Typography>
          </Box>
          <Alert severity="info">
            Rate each player from {data.scale.min} to {data.scale.max}: {data.scale.low_is_best ? data.scale.min : data.scale.max} is best. Save each player when done; you
            can come back and change ratings until {deadlineText(data.expires_at)}.
          </Alert>
          {data.players.length === 0 && <Typography>No players are on this team yet.</Typography>}
          {data.players.map((player) => (
            <PlayerRatingCard key={player.id} token={token} player={player} skills={data.skills} scale={data.scale} />
          ))}
        </Stack>
      )}
    </Container>
  );
}
