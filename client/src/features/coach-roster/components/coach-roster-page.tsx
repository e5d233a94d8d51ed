import { useParams } from 'react-router-dom';
import axios from 'axios';
import { Alert, Box, Card, CardContent, Container, Link, Stack, Typography } from '@mui/material';
import { paths } from '@/config/paths';
import { useCoachRoster } from '@/features/coach-roster/api/get-coach-roster';
import { apiErrorMessage } from '@/lib/api-client';
import { RatingFormCard } from './rating-form-card';

const dateText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** A coach's team page, opened from the emailed link on a phone: roster, parents' contacts, practice details, and the end-of-season rating form. */
export function CoachRosterPage() {
  const key = useParams().key ?? '';
  const { data, isLoading, isError, error } = useCoachRoster(key);
  // Withdrawn, expired (410) or too many opens (429): the server's sentence says what to do.
  const gone = axios.isAxiosError(error) && [410, 429].includes(error.response?.status ?? 0);

  return (
    <Container maxWidth="sm" component="main" sx={{ py: 2 }}>
      {isLoading && <Typography color="text.secondary">Loading your roster...</Typography>}
      {isError && (
        <Alert severity={gone ? 'warning' : 'error'}>
          {gone ? apiErrorMessage(error) : 'This link is not known. Check that you opened the whole link from the email, or ask the league for a new one.'}
        </Alert>
      )}
      {data && (
        <Stack spacing={2}>
          <Box>
            <Typography variant="h4" component="h1">
              {data.team.name}
            </Typography>
            <Typography color="text.secondary">
              {data.team.division_name}, {data.team.season_name}
              {data.team.coach ? ` · Coach ${data.team.coach}` : ''}
            </Typography>
          </Box>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">
                Practice
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{data.team.practice_details || 'The league has not added practice details yet.'}</Typography>
            </CardContent>
          </Card>
          <Typography variant="h6" component="h2">
            Players ({data.players.length})
          </Typography>
          {data.players.map((player) => (
            <Card key={player.id} component="section" aria-label={player.name}>
              <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {player.name}
                </Typography>
                {player.guardians.length > 0 && <Typography>Parents: {player.guardians.join(', ')}</Typography>}
                {player.phones.map((phone) => (
                  <Typography key={phone}>
                    <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>
                  </Typography>
                ))}
                {player.emails.map((email) => (
                  <Typography key={email} sx={{ overflowWrap: 'anywhere' }}>
                    <Link href={`mailto:${email}`}>{email}</Link>
                  </Typography>
                ))}
                {player.phones.length === 0 && player.emails.length === 0 && <Typography color="text.secondary">No contact given.</Typography>}
              </CardContent>
            </Card>
          ))}
          <RatingFormCard rosterKey={key} />
          <Typography variant="body2" color="text.secondary">
            Roster published {dateText(data.published_at)}. This link is yours alone and works until {dateText(data.link_expires_at)}.
          </Typography>
          <Link href={paths.guide('coach')} target="_blank" rel="noopener">
            What the league's links do: the coaches' guide
          </Link>
        </Stack>
      )}
    </Container>
  );
}
