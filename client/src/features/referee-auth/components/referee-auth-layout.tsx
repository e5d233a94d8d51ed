import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Container, Paper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SportsIcon from '@mui/icons-material/Sports';
import { paths } from '@/config/paths';

interface RefereeAuthLayoutProps {
  title: string;
  subtitle: string;
  maxWidth: 'xs' | 'sm' | 'md';
  children: ReactNode;
}

/** The frame shared by the portal's login and registration: back to home, a card, a heading. */
export function RefereeAuthLayout({ title, subtitle, maxWidth, children }: RefereeAuthLayoutProps) {
  const navigate = useNavigate();
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 4, md: 6 } }}>
      <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(paths.home)} sx={{ mb: 2 }}>
        Back to Home
      </Button>
      <Paper component="main" sx={{ p: { xs: 3, sm: 4 } }}>
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <SportsIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography color="text.secondary">{subtitle}</Typography>
        </Box>
        {children}
      </Paper>
    </Container>
  );
}
