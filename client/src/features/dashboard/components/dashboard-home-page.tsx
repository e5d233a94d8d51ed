import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { readStoredUser } from '@/lib/auth/session';
import { StatCards } from './stat-cards';
import { QuickStartCard } from './quick-start-card';
import { WhatsNextCard } from './whats-next-card';

export function DashboardHomePage() {
  const user = readStoredUser();
  const name = user?.first_name?.trim() || user?.username;
  return (
    <Stack spacing={3}>
      <Card component="section" aria-labelledby="welcome-title">
        <CardContent>
          <Typography id="welcome-title" variant="h4" component="h1" gutterBottom>
            {name ? `Welcome back, ${name}!` : 'Welcome back!'}
          </Typography>
          <Typography color="text.secondary">
            {user?.league_name ? `Manage ${user.league_name}: ` : 'Manage your league: '}
            seasons, divisions, skills, players and balanced teams.
          </Typography>
        </CardContent>
      </Card>
      <StatCards />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <QuickStartCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <WhatsNextCard />
        </Grid>
      </Grid>
    </Stack>
  );
}
