import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { apiErrorMessage } from '@/lib/api-client';
import type { BankQuestionDto } from '@/api/question-bank/bank-types';
import { useUpdateBankQuestion } from '@/features/question-bank/api/update-bank-question';
import { buildBankQuestionUpdate, questionToForm, type BankQuestionForm } from '@/features/question-bank/lib/bank-question-form';
import { QuestionMediaEditor } from '@/components/question-media/question-media-editor';
import { BankQuestionFields } from './bank-question-fields';

interface EditBankQuestionDialogProps {
  question: BankQuestionDto | null;
  onClose: () => void;
}

export function EditBankQuestionDialog({ question, onClose }: EditBankQuestionDialogProps) {
  return (
    <Dialog open={question !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="edit-bank-question-title" scroll="paper">
      <DialogTitle id="edit-bank-question-title">Edit Question</DialogTitle>
      {/* Keyed by id so the form starts from the question it shows. */}
      {question && <EditBody key={question.id} question={question} onClose={onClose} />}
    </Dialog>
  );
}

function EditBody({ question, onClose }: { question: BankQuestionDto; onClose: () => void }) {
  const [form, setForm] = useState<BankQuestionForm>(() => questionToForm(question));
  const [problem, setProblem] = useState('');
  const update = useUpdateBankQuestion();
  const edit = (next: BankQuestionForm) => {
    setProblem('');
    update.reset();
    setForm(next);
  };
  const save = () => {
    const built = buildBankQuestionUpdate(question, form);
    if (!built.ok) return setProblem(built.message);
    if (Object.keys(built.input).length === 0) return onClose();
    update.mutate({ id: question.id, input: built.input }, { onSuccess: onClose });
  };
  const serverProblem = update.isError ? `Failed to save the question${apiErrorMessage(update.error) ? `: ${apiErrorMessage(update.error)}` : '. Please try again.'}` : '';

  return (
    <>
      <DialogContent dividers>
        {(problem || serverProblem) && <Alert severity="error" sx={{ mb: 2 }}>{problem || serverProblem}</Alert>}
        <BankQuestionFields question={question} value={form} onChange={edit} disabled={update.isPending} />
        <Box sx={{ mt: 2 }}>
          <QuestionMediaEditor questionId={question.id} media={question.media} owner="this question" disabled={update.isPending} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogActions>
    </>
  );
}
