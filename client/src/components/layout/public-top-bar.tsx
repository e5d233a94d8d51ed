import { Link as RouterLink } from 'react-router-dom';
import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import SportsBasketballIcon from '@mui/icons-material/SportsBasketball';
import { paths } from '@/config/paths';

export function PublicTopBar() {
  return (
    <AppBar position="sticky" color="transparent" elevation={0} sx={{ backdropFilter: 'blur(8px)' }}>
      <Toolbar>
        <SportsBasketballIcon color="secondary" sx={{ mr: 1 }} aria-hidden />
        <Typography variant="h6" component="span" sx={{ flexGrow: 1, fontWeight: 800 }}>
          League Platform
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button component={RouterLink} to={paths.login} color="inherit">
            Login
          </Button>
          <Button component={RouterLink} to={paths.register} variant="contained">
            Register
          </Button>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
