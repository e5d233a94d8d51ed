import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button, Container } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import { paths } from '@/config/paths';
import { RefereeAdminHeader } from '@/components/ui/referee-admin-header';
import { ApiClientProvider } from '@/lib/api-session';
import { refereeApi } from '@/lib/referee-api';
import { OfficialsPage } from '@/features/officials-board/components/officials-page';
import { createQueryClient } from './providers';

/**
 * The referee admin's Officials: the league admin's assignor board itself (decision 0195), asked
 * with the referee portal's session. Its answers are kept in a cache of this page's own, dropped
 * when the page closes: a league admin of another league signed in on the same browser shares
 * the board's cache keys, and their seasons must never show here.
 */
export function RefereeOfficialsPage() {
  const [queryClient] = useState(createQueryClient);
  const header = (
    <RefereeAdminHeader
      title="Officials"
      subtitle="Who officiates each game of a season, and what each referee is paid."
      actions={
        <Button component={RouterLink} to={paths.referee.adminReferees} startIcon={<PeopleIcon />}>
          Referees
        </Button>
      }
    />
  );
  return (
    <ApiClientProvider client={refereeApi}>
      <QueryClientProvider client={queryClient}>
        <Container maxWidth="lg" component="main" sx={{ py: { xs: 2, md: 4 } }}>
          <OfficialsPage header={header} />
        </Container>
      </QueryClientProvider>
    </ApiClientProvider>
  );
}
