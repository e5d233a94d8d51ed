import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useSeasons } from '@/api/seasons/list-seasons';
import { useDivisions } from '@/api/divisions/list-divisions';
import { useTeams } from '@/api/teams/list-teams';
import { usePlayers } from '@/api/players/list-players';
import { countOf } from '@/features/dashboard/count-of';

function StatCard({ label, loading, answer }: { label: string; loading: boolean; answer: unknown }) {
  return (
    <Card component="section" aria-label={label} sx={{ height: '100%' }}>
      <CardContent>
        <Typography color="text.secondary" gutterBottom>
          {label}
        </Typography>
        <Typography variant="h4" component="p" data-testid={`count-${label.toLowerCase()}`}>
          {loading ? '—' : countOf(answer)}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function StatCards() {
  const seasons = useSeasons();
  const divisions = useDivisions();
  const teams = useTeams({});
  // Only the count is shown: one row is enough to read it (a league may hold many divisions).
  const players = usePlayers({ page_size: 1 });
  const stats = [
    { label: 'Seasons', query: seasons },
    { label: 'Divisions', query: divisions },
    { label: 'Teams', query: teams },
    { label: 'Players', query: players },
  ];
  return (
    <Grid container spacing={2}>
      {stats.map(({ label, query }) => (
        <Grid key={label} size={{ xs: 6, md: 3 }}>
          <StatCard label={label} loading={query.isPending} answer={query.data} />
        </Grid>
      ))}
    </Grid>
  );
}
