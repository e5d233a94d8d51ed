import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import { apiErrorMessage } from '@/lib/api-client';
import { pluralize } from '@/lib/pluralize';
import { useAdminQuizzes } from '@/api/quizzes/list-admin-quizzes';
import type { BankQuestionDto } from '@/api/question-bank/bank-types';
import { useAddQuestionsFromBank } from '@/features/question-bank/api/add-questions-from-bank';
import { addedToQuizSummary } from '@/features/question-bank/lib/added-to-quiz';

interface AddToQuizDialogProps {
  /** One question (a row's own button) or all the ticked ones. */
  questions: BankQuestionDto[];
  onClose: () => void;
  onAdded: (ids: number[]) => void;
}

/** Puts approved bank questions in a draft quiz with a fixed list (a draw quiz picks its own), in one request. */
export function AddToQuizDialog({ questions, onClose, onAdded }: AddToQuizDialogProps) {
  const { quizzes, isPending: loading } = useAdminQuizzes();
  const drafts = quizzes.filter((q) => q.status === 'draft' && !q.draw_rules);
  const [quizId, setQuizId] = useState('');
  const [done, setDone] = useState('');
  const add = useAddQuestionsFromBank();
  const ids = questions.map((q) => q.id);
  const what = questions.length === 1 ? 'the question' : 'the questions';
  const submit = () => {
    if (!quizId) return;
    add.mutate({ quizId: Number(quizId), questionIds: ids }, {
      onSuccess: (quiz) => {
        setDone(addedToQuizSummary(questions, quiz));
        onAdded(ids);
      },
    });
  };
  const problem = apiErrorMessage(add.error);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-to-quiz-title">
      <DialogTitle id="add-to-quiz-title">Add to a quiz</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography>{questions.length === 1 ? questions[0]!.question_text : `${pluralize(questions.length, 'question')} will be added to the quiz you choose.`}</Typography>
          {/* Until the quizzes arrive there is nothing to choose from, which is not the same as no draft. */}
          {loading ? null : drafts.length === 0 ? (
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
          {add.isError && <Alert severity="error">Failed to add {what}{problem ? `: ${problem}` : '. Please try again.'}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{done ? 'Close' : 'Cancel'}</Button>
        {!done && (
          <Button variant="contained" onClick={submit} disabled={!quizId || add.isPending}>
            {add.isPending ? 'Adding...' : 'Add to Quiz'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
