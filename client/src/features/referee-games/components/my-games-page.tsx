import { Link as RouterLink } from 'react-router-dom';
import { Button, Container, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { paths } from '@/config/paths';
import { AvailabilityForm } from './availability-form';
import { CalendarLinkSection } from './calendar-link-section';
import { MyGamesList } from './my-games-list';
import { MyPaySummary } from './my-pay-summary';
import { OpenGamesSection } from './open-games-section';

/** "My games" (issue 41): a referee's games to accept or decline, open games to take where the assignor allows it, their fees, their calendar link, and when they can referee; made for a phone. */
export function MyGamesPage() {
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={3}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.referee.dashboard} startIcon={<ArrowBackIcon />}>
            Dashboard
          </Button>
          <Typography variant="h4" component="h1">My games</Typography>
        </Stack>
        <Paper component="section" aria-labelledby="my-games-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="my-games-title" variant="h6" component="h2" gutterBottom>
            Games you officiate
          </Typography>
          <MyGamesList />
        </Paper>
        <OpenGamesSection />
        <Paper component="section" aria-labelledby="my-pay-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="my-pay-title" variant="h6" component="h2" gutterBottom>
            Your fees
          </Typography>
          <MyPaySummary />
        </Paper>
        <Paper component="section" aria-labelledby="calendar-link-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="calendar-link-title" variant="h6" component="h2" gutterBottom>
            Your games in your calendar
          </Typography>
          <CalendarLinkSection />
        </Paper>
        <Paper component="section" aria-labelledby="availability-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="availability-title" variant="h6" component="h2" gutterBottom>
            When you can referee
          </Typography>
          <AvailabilityForm />
        </Paper>
      </Stack>
    </Container>
  );
}
