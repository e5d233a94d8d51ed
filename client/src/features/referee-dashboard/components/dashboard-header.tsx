import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Box, Button, Paper, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import SportsIcon from '@mui/icons-material/Sports';
import { paths } from '@/config/paths';
import { useLogOutReferee } from '@/api/referees/log-out-referee';
import { HelpMenu } from '@/components/layout/help-menu';
import { isRefereeAdmin, type RefereeProfile } from '@/lib/auth/referee-session';

export function DashboardHeader({ profile }: { profile: RefereeProfile | null }) {
  const navigate = useNavigate();
  const logOut = useLogOutReferee();
  const [leaving, setLeaving] = useState(false);
  const name = profile ? profile.first_name || profile.username : '';
  // Registration sends the referee here with firstVisit: nobody is welcomed "back" on their first visit.
  const firstVisit = (useLocation().state as { firstVisit?: boolean } | null)?.firstVisit === true;
  const welcome = firstVisit ? 'Welcome' : 'Welcome back';

  async function handleLogout() {
    setLeaving(true);
    await logOut();
    void navigate(paths.referee.login, { replace: true });
  }

  return (
    <Paper component="header" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h4" component="h1">
          Referee Portal
        </Typography>
        <Typography color="text.secondary">{name ? `${welcome}, ${name}!` : `${welcome}!`}</Typography>
      </Box>
      <Button component={RouterLink} to={paths.referee.myGames} variant="contained" startIcon={<SportsIcon />}>
        My games
      </Button>
      <HelpMenu guide={isRefereeAdmin(profile) ? 'referee-admin' : 'referee'} />
      <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => void handleLogout()} disabled={leaving}>
        Logout
      </Button>
    </Paper>
  );
}
