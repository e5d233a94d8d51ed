import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Chip, Container, Stack, Typography } from '@mui/material';
import BalanceIcon from '@mui/icons-material/Balance';
import InsightsIcon from '@mui/icons-material/Insights';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import SportsIcon from '@mui/icons-material/Sports';
import { paths } from '@/config/paths';
import { PublicFooter } from '@/components/layout/public-footer';
import { PublicTopBar } from '@/components/layout/public-top-bar';

const features = [
  { label: 'Balanced Teams', icon: <BalanceIcon /> },
  { label: 'Smart Analytics', icon: <InsightsIcon /> },
  { label: 'Fair Competition', icon: <EmojiEventsIcon /> },
  { label: 'Referee Training', icon: <SportsIcon /> },
];

export function LandingPage() {
  return (
    <Box sx={{ minHeight: '100vh', pb: 8 }}>
      <PublicTopBar />
      <Container component="main" maxWidth="md" sx={{ py: { xs: 6, md: 12 }, textAlign: 'center' }}>
        <Typography variant="h3" component="h1" gutterBottom>
          The ultimate platform for creating balanced teams in youth sports leagues
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4 }}>
          Advanced algorithms meet intuitive design to ensure every game is fair, competitive, and fun.
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap', mb: 6 }}>
          {features.map((f) => (
            <Chip key={f.label} icon={f.icon} label={f.label} color="secondary" variant="outlined" />
          ))}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to={paths.login} variant="contained" size="large" sx={{ px: 5, py: 2 }}>
            League Admin
          </Button>
          <Button component={RouterLink} to={paths.referee.root} variant="outlined" color="secondary" size="large" sx={{ px: 5, py: 2 }}>
            Referee Portal
          </Button>
        </Stack>
      </Container>
      <PublicFooter />
    </Box>
  );
}
