import { useState } from 'react';
import { Alert, Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useFlashMessage } from '@/lib/use-flash-message';
import { useAdminQuizzes } from '@/api/quizzes/list-admin-quizzes';
import { useSetQuizStatus } from '@/features/quiz-admin/api/set-quiz-status';
import { describeError } from '@/features/quiz-admin/lib/describe-error';
import { EditQuizDialog } from './edit-quiz-dialog';
import { MediaSizeSetting } from './media-size-setting';
import { QuizTable } from './quiz-table';

export function QuizManagementTab() {
  const { quizzes, isPending, isError } = useAdminQuizzes();
  const [success, showSuccess] = useFlashMessage(3000);
  const [error, setError] = useState('');
  const [editingId, setEditingId] = useState<number | null>(null);

  const statusMutation = useSetQuizStatus({
    onMutate: () => setError(''),
    onSuccess: (_data, { status }) => showSuccess(`Quiz status updated to ${status} successfully!`),
    onError: (err) => setError(`Failed to update quiz status: ${describeError(err)}`),
  });

  const handleSaved = (message: string) => {
    setEditingId(null);
    showSuccess(message);
  };

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h2" gutterBottom>
          Quiz Management
        </Typography>
        <Stack spacing={2} sx={{ mb: 2 }}>
          {success && <Alert severity="success">{success}</Alert>}
          {error && <Alert severity="error" onClose={() => setError('')}>{error}</Alert>}
          {isError && <Alert severity="error">Failed to load quizzes. Please refresh the page and try again.</Alert>}
        </Stack>
        {isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} role="status" aria-label="Loading quizzes">
            <CircularProgress aria-hidden />
          </Box>
        )}
        {!isPending && !isError && quizzes.length === 0 && (
          <Typography color="text.secondary">No quizzes yet. Create one in the Create Quiz tab.</Typography>
        )}
        {quizzes.length > 0 && (
          <QuizTable
            quizzes={quizzes}
            pendingQuizId={statusMutation.isPending ? (statusMutation.variables?.id ?? null) : null}
            onStatusChange={(quiz, status) => statusMutation.mutate({ id: quiz.id, status })}
            onEdit={(quiz) => setEditingId(quiz.id)}
          />
        )}
        <EditQuizDialog quizId={editingId} onClose={() => setEditingId(null)} onSaved={handleSaved} />
      </Paper>
      <MediaSizeSetting />
    </Stack>
  );
}
