import { useState } from 'react';
import { Alert, Box, CircularProgress, Dialog, DialogContent, DialogTitle, Divider, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useFlashMessage } from '@/lib/use-flash-message';
import { useAdminQuiz } from '@/features/quiz-admin/api/get-quiz';
import { useUpdateQuiz } from '@/features/quiz-admin/api/update-quiz';
import type { QuizDetailDto } from '@/features/quiz-admin/api/types';
import { describeError } from '@/features/quiz-admin/lib/describe-error';
import { ExportButtons } from '@/components/question-bank/export-buttons';
import { EditQuizSettings } from './edit-quiz-settings';
import { QuizQuestionsEditor } from './quiz-questions-editor';
import { QuizStatusChip } from './quiz-status-chip';

interface EditQuizDialogProps {
  quizId: number | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function EditQuizDialog({ quizId, onClose, onSaved }: EditQuizDialogProps) {
  const { data: quiz, isPending, isError } = useAdminQuiz(quizId);
  return (
    <Dialog open={quizId !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="edit-quiz-dialog-title" scroll="paper">
      <DialogTitle id="edit-quiz-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ flexGrow: 1 }}>Edit Quiz</Box>
        {quiz && <QuizStatusChip status={quiz.status} />}
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {isPending && quizId !== null && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} role="status" aria-label="Loading quiz">
            <CircularProgress aria-hidden />
          </Box>
        )}
        {isError && <Alert severity="error">Failed to load the quiz. Please close this window and try again.</Alert>}
        {/* Keyed by id so the form starts from the quiz it shows, not from a previous one. */}
        {quiz && <EditQuizBody key={quiz.id} quiz={quiz} onClose={onClose} onSaved={onSaved} />}
      </DialogContent>
    </Dialog>
  );
}

function EditQuizBody({ quiz, onClose, onSaved }: { quiz: QuizDetailDto; onClose: () => void; onSaved: (message: string) => void }) {
  const [success, showSuccess] = useFlashMessage(3000);
  const [error, setError] = useState('');
  const save = useUpdateQuiz(quiz.id, {
    onMutate: () => setError(''),
    onSuccess: () => onSaved('Quiz updated successfully!'),
    onError: (err) => setError(`Failed to update quiz: ${describeError(err)}`),
  });
  const feedback = {
    onSuccess: (message: string) => {
      setError('');
      showSuccess(message);
    },
    onError: setError,
  };

  return (
    <Stack spacing={2}>
      {quiz.status !== 'draft' && (
        <Alert severity="warning">
          This quiz is {quiz.status}: only text fixes are allowed (
          {quiz.status === 'active' ? 'title, description, end date and question wording' : 'question wording; the title, description and dates are locked'}
          ). Change its status to Draft to make structural changes.
        </Alert>
      )}
      {success && <Alert severity="success">{success}</Alert>}
      {error && <Alert severity="error" onClose={() => setError('')}>{error}</Alert>}
      <EditQuizSettings quiz={quiz} saving={save.isPending} onSave={(payload) => save.mutate(payload)} onCancel={onClose} />
      <Divider />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
          Questions ({quiz.questions.length})
        </Typography>
        {quiz.questions.length > 0 && <ExportButtons source={{ quizId: quiz.id }} subject={`quiz ${quiz.title}`} />}
      </Stack>
      {quiz.draw_rules && (
        <Alert severity="info">
          This quiz draws its questions from the bank at each attempt ({quiz.draw_rules.map((r) => `${r.count} from ${r.category}`).join(', ')}); the list below is not asked.
        </Alert>
      )}
      <QuizQuestionsEditor quiz={quiz} feedback={feedback} />
    </Stack>
  );
}
