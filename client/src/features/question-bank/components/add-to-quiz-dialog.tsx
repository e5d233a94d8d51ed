import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import { apiErrorMessage } from '@/lib/api-client';
import { useAdminQuizzes } from '@/api/quizzes/list-admin-quizzes';
import type { BankQuestionDto } from '@/api/question-bank/bank-types';
import { useAddQuestionsFromBank } from '@/features/question-bank/api/add-questions-from-bank';

interface AddToQuizDialogProps {
  question: BankQuestionDto | null;
  onClose: () => void;
}

/** Puts an approved bank question in a draft quiz with a fixed list (a draw quiz picks its own). */
export function AddToQuizDialog({ question, onClose }: AddToQuizDialogProps) {
  const { quizzes } = useAdminQuizzes();
  const drafts = quizzes.filter((q) => q.status === 'draft' && !q.draw_rules);
  const [quizId, setQuizId] = useState('');
  const [done, setDone] = useState('');
  const add = useAddQuestionsFromBank();
  const close = () => {
    setQuizId('');
    setDone('');
    add.reset();
    onClose();
  };
  const submit = () => {
    if (!question || !quizId) return;
    const title = drafts.find((q) => String(q.id) === quizId)?.title ?? 'the quiz';
    add.mutate({ quizId: Number(quizId), questionIds: [question.id] }, { onSuccess: () => setDone(`Added to “${title}”.`) });
  };

  return (
    <Dialog open={question !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-to-quiz-title">
      <DialogTitle id="add-to-quiz-title">Add to a quiz</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography>{question?.question_text}</Typography>
          {drafts.length === 0 ? (
            <Alert severity="info">There is no draft quiz with a fixed list of questions. Create one in the Create Quiz tab first; questions can only be added while a quiz is a draft.</Alert>
          ) : (
            <FormControl fullWidth disabled={add.isPending || !!done}>
              <InputLabel id="add-to-quiz-label">Draft quiz</InputLabel>
              <Select labelId="add-to-quiz-label" id="add-to-quiz" label="Draft quiz" value={quizId} onChange={(e) => setQuizId(e.target.value)}>
                {drafts.map((q) => (
                  <MenuItem key={q.id} value={String(q.id)}>{q.title}</MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
          {done && <Alert severity="success">{done}</Alert>}
          {add.isError && <Alert severity="error">Failed to add the question{apiErrorMessage(add.error) ? `: ${apiErrorMessage(add.error)}` : '. Please try again.'}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{done ? 'Close' : 'Cancel'}</Button>
        {!done && (
          <Button variant="contained" onClick={submit} disabled={!quizId || add.isPending}>
            {add.isPending ? 'Adding...' : 'Add to Quiz'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
