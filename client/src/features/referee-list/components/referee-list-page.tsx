import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Container, Paper, Typography } from '@mui/material';
import QuizIcon from '@mui/icons-material/Quiz';
import SportsIcon from '@mui/icons-material/Sports';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { paths } from '@/config/paths';
import { RefereeAdminHeader } from '@/components/ui/referee-admin-header';
import { useLeagueReferees } from '@/api/referees/list-league-referees';
import { useCertificationLevels } from '@/api/certification/list-certification-levels';
import { RefereeTable } from './referee-table';
import { CertificateFilters } from './certificate-filters';
import { useCertificateFilter } from './use-certificate-filter';

export function RefereeListPage() {
  const { referees, isPending, isError } = useLeagueReferees();
  const { levels } = useCertificationLevels();
  const filter = useCertificateFilter(referees);
  const count = filter.active ? `${filter.shown.length} of ${referees.length}` : `${referees.length}`;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <RefereeAdminHeader
        title="Referees"
        subtitle="Everyone registered to officiate in your league."
        actions={
          <>
            <Button component={RouterLink} to={paths.referee.adminQuizzes} startIcon={<QuizIcon />}>
              Manage Quizzes
            </Button>
            <Button component={RouterLink} to={paths.referee.adminCertification} startIcon={<WorkspacePremiumIcon />}>
              Certification
            </Button>
            <Button component={RouterLink} to={paths.referee.adminOfficials} startIcon={<SportsIcon />}>
              Officials
            </Button>
          </>
        }
      />
      <Paper component="main" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h2" gutterBottom>
          Registered Referees{!isPending && !isError ? ` (${count})` : ''}
        </Typography>
        {levels.length > 0 && <CertificateFilters levels={levels} values={filter.values} onChange={filter.setValues} />}
        {(isPending || filter.loading) && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} role="status" aria-label="Loading referees">
            <CircularProgress aria-hidden />
          </Box>
        )}
        {isError && <Alert severity="error">Failed to load referee list</Alert>}
        {filter.failed && <Alert severity="error">Could not load certificates for this filter. Please try again.</Alert>}
        {!isPending && !isError && referees.length === 0 && <Typography color="text.secondary">No referees have registered yet.</Typography>}
        {filter.active && !filter.loading && referees.length > 0 && filter.shown.length === 0 && (
          <Typography color="text.secondary">No referee holds a certificate matching this filter.</Typography>
        )}
        {filter.shown.length > 0 && !filter.loading && <RefereeTable referees={filter.shown} certificateNotes={filter.notes} />}
      </Paper>
    </Container>
  );
}
