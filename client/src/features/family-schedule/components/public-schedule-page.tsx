import { useParams } from 'react-router-dom';
import axios from 'axios';
import { Alert, Box, Button, Container, Link, Stack, Typography } from '@mui/material';
import type { PublicScheduleDto } from '@league/contract';
import { usePublicSchedule } from '@/features/family-schedule/api/get-public-schedule';
import { apiErrorMessage } from '@/lib/api-client';
import { webcalUrl } from '@/lib/webcal-url';
import { GameDay } from './game-day';

const publishedText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });


/** "Maya plays for Ants (U8)" for a family; "Ants (U8)" for a coach or team. */
function describeTeam(team: PublicScheduleDto['teams'][number]): string {
  const where = `${team.name} (${team.division})`;
  return team.players.length ? `${team.players.join(' and ')} ${team.players.length > 1 ? 'play' : 'plays'} for ${where}` : where;
}

function groupByDay(games: PublicScheduleDto['games']) {
  const days = new Map<string, PublicScheduleDto['games']>();
  for (const game of games) days.set(game.date, [...(days.get(game.date) ?? []), game]);
  return [...days.values()];
}

/** A family's or coach's games, opened from the schedule email on a phone: by day, each with its gym's address and a map. */
export function PublicSchedulePage() {
  const token = useParams().token ?? '';
  const { data, isLoading, isError, error } = usePublicSchedule(token);
  const withdrawn = axios.isAxiosError(error) && (error.response?.data as { code?: string } | undefined)?.code === 'link_withdrawn';

  return (
    <Container maxWidth="sm" component="main" sx={{ py: 2 }}>
      {isLoading && <Typography color="text.secondary">Loading your games...</Typography>}
      {isError && (
        <Alert severity={withdrawn ? 'warning' : 'error'}>
          {apiErrorMessage(error) ?? 'Your games could not be loaded. Check your connection and open the link again.'}
        </Alert>
      )}
      {data && <Schedule schedule={data} />}
    </Container>
  );
}

function Schedule({ schedule }: { schedule: PublicScheduleDto }) {
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h4" component="h1">
          Your games
        </Typography>
        <Typography color="text.secondary">
          {schedule.name} · {schedule.season}, {schedule.league}
        </Typography>
        {schedule.teams.map((team) => (
          <Typography key={`${team.name}-${team.division}`}>{describeTeam(team)}</Typography>
        ))}
      </Box>
      <Box>
        <Button variant="contained" href={webcalUrl(schedule.calendar_url)}>
          Add to my calendar
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          Your calendar then follows every change by itself. If the button does nothing, add this link to your calendar app as a subscription: <Link href={schedule.calendar_url}>{schedule.calendar_url}</Link>
        </Typography>
      </Box>
      {schedule.games.length === 0 ? (
        <Alert severity="info">No games are published for you yet. The league will email you when they are.</Alert>
      ) : (
        groupByDay(schedule.games).map((games) => <GameDay key={games[0]!.date} games={games} />)
      )}
      {schedule.published_at && (
        <Typography variant="body2" color="text.secondary">
          Schedule published {publishedText(schedule.published_at)}. When a game moves, this page shows the new time and you get an email.
        </Typography>
      )}
    </Stack>
  );
}
