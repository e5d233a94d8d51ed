import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Container, Paper, Stack } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import { paths } from '@/config/paths';
import { RefereeAdminHeader } from '@/components/ui/referee-admin-header';
import { useCertificationLevels } from '@/api/certification/list-certification-levels';
import { LevelsSection } from './levels-section';
import { ClinicForm } from './clinic-form';
import { CertificatesSection } from './certificates-section';

/** Referee admins: the league's certification levels, clinics attended, and certificates to revoke. */
export function CertificationAdminPage() {
  const { levels, isPending, isError } = useCertificationLevels();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <RefereeAdminHeader
        title="Certification"
        subtitle="Levels referees can reach, clinics they attended, and the certificates they hold."
        actions={
          <Button component={RouterLink} to={paths.referee.adminReferees} startIcon={<PeopleIcon />}>
            Referees
          </Button>
        }
      />
      <Paper component="main" sx={{ p: { xs: 2, md: 3 } }}>
        {isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} role="status" aria-label="Loading certification levels">
            <CircularProgress aria-hidden />
          </Box>
        )}
        {isError && <Alert severity="error">Could not load the certification levels. Please try again.</Alert>}
        {!isPending && !isError && (
          <Stack spacing={4}>
            <LevelsSection levels={levels} />
            {levels.length > 0 && <ClinicForm levels={levels} />}
            <CertificatesSection />
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
