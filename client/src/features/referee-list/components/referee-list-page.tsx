import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Container, Paper, Typography } from '@mui/material';
import QuizIcon from '@mui/icons-material/Quiz';
import { paths } from '@/config/paths';
import { RefereeAdminHeader } from '@/components/ui/referee-admin-header';
import { useLeagueReferees } from '@/features/referee-list/api/list-referees';
import { RefereeTable } from './referee-table';

export function RefereeListPage() {
  const { referees, isPending, isError } = useLeagueReferees();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <RefereeAdminHeader
        title="Referees"
        subtitle="Everyone registered to officiate in your league."
        actions={
          <Button component={RouterLink} to={paths.referee.adminQuizzes} startIcon={<QuizIcon />}>
            Manage Quizzes
          </Button>
        }
      />
      <Paper component="main" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h2" gutterBottom>
          Registered Referees{!isPending && !isError ? ` (${referees.length})` : ''}
        </Typography>
        {isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} role="status" aria-label="Loading referees">
            <CircularProgress aria-hidden />
          </Box>
        )}
        {isError && <Alert severity="error">Failed to load referee list</Alert>}
        {!isPending && !isError && referees.length === 0 && <Typography color="text.secondary">No referees have registered yet.</Typography>}
        {referees.length > 0 && <RefereeTable referees={referees} />}
      </Paper>
    </Container>
  );
}
