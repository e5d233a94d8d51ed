import { Alert, Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { TranscriptDto } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { TranscriptAttemptsTable } from './transcript-attempts-table';
import { WeakestCategoriesTable } from './weakest-categories-table';

interface TranscriptViewProps {
  transcript: TranscriptDto | undefined;
  isPending: boolean;
  error: unknown;
}

/** The same transcript for the referee and for the league's referee administrators. */
export function TranscriptView({ transcript, isPending, error }: TranscriptViewProps) {
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} role="status" aria-label="Loading the transcript">
        <CircularProgress aria-hidden />
      </Box>
    );
  }
  if (error || !transcript) return <Alert severity="error">{apiErrorMessage(error) ?? 'The transcript could not be loaded. Please try again.'}</Alert>;
  return (
    <Stack spacing={3}>
      <Paper component="section" aria-labelledby="transcript-attempts-heading" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="transcript-attempts-heading" variant="h5" component="h2" gutterBottom>
          Every Attempt
        </Typography>
        <TranscriptAttemptsTable attempts={transcript.attempts} />
      </Paper>
      <Paper component="section" aria-labelledby="transcript-categories-heading" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="transcript-categories-heading" variant="h5" component="h2" gutterBottom>
          Weakest Rule Areas
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Over every finished attempt, the rule areas with the fewest right answers first.
        </Typography>
        <WeakestCategoriesTable categories={transcript.weakest_categories} />
      </Paper>
    </Stack>
  );
}
