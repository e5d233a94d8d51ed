import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Paper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { paths } from '@/config/paths';

interface RefereeAdminHeaderProps {
  title: string;
  subtitle?: string;
  /** Extra buttons beside the back link (e.g. a link to the other admin page). */
  actions?: ReactNode;
}

/** The referee admin pages' header: page title and the way back to the referee dashboard. */
export function RefereeAdminHeader({ title, subtitle, actions }: RefereeAdminHeaderProps) {
  return (
    <Paper component="header" sx={{ p: { xs: 2, md: 3 }, mb: 3, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {actions}
        <Button component={RouterLink} to={paths.referee.dashboard} startIcon={<ArrowBackIcon />} variant="outlined">
          Back to Dashboard
        </Button>
      </Box>
    </Paper>
  );
}
