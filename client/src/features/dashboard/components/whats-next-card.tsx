import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { paths } from '@/config/paths';

export function WhatsNextCard() {
  return (
    <Card component="section" aria-labelledby="whats-next-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="whats-next-title" variant="h6" component="h2" gutterBottom>
          What&apos;s Next
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Set up a season, split it into divisions, then build balanced teams from your players&apos; skills.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button component={RouterLink} to={paths.dashboard.startSeason} variant="contained">
            Start Season
          </Button>
          <Button component={RouterLink} to={paths.dashboard.createDivisions} variant="outlined">
            Create Divisions
          </Button>
          <Button component={RouterLink} to={paths.dashboard.createTeams} variant="outlined">
            Create Teams
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
