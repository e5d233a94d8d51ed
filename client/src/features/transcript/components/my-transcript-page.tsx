import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, Paper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { paths } from '@/config/paths';
import { useMyTranscript } from '@/features/transcript/api/get-my-transcript';
import { TranscriptView } from './transcript-view';

/** The referee's own transcript, linked from the referee dashboard. */
export function MyTranscriptPage() {
  const { data, isPending, error } = useMyTranscript();
  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Paper component="header" sx={{ p: { xs: 2, md: 3 }, mb: 3, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            My Transcript
          </Typography>
          <Typography color="text.secondary">Every quiz attempt, and the rule areas to practise most.</Typography>
        </Box>
        <Button component={RouterLink} to={paths.referee.dashboard} startIcon={<ArrowBackIcon />} variant="outlined">
          Back to Dashboard
        </Button>
      </Paper>
      <TranscriptView transcript={data} isPending={isPending} error={error} />
    </Container>
  );
}
