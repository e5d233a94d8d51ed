import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { QuestionInput } from '@/features/quiz-admin/api/types';
import { draftToPayload, emptyQuestionDraft, validateNewQuestion } from '@/features/quiz-admin/lib/question-draft';
import { QuestionFields } from './question-fields';

interface AddQuestionFormProps {
  busy: boolean;
  /** `done` runs after the server accepted the question, so the form only clears on success. */
  onAdd: (payload: QuestionInput, done: () => void) => void;
}

/** Adds a question to an existing draft quiz: four option slots, the answer picked from the filled ones. */
export function AddQuestionForm({ busy, onAdd }: AddQuestionFormProps) {
  const [draft, setDraft] = useState(emptyQuestionDraft());
  const [problem, setProblem] = useState('');

  // The problem was about the question as it was: editing it clears the message.
  const edit = (next: typeof draft) => {
    setProblem('');
    setDraft(next);
  };

  const submit = () => {
    const message = validateNewQuestion(draft);
    if (message) return setProblem(message);
    setProblem('');
    onAdd(draftToPayload(draft), () => setDraft(emptyQuestionDraft()));
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="add-question-heading">
      <Typography id="add-question-heading" variant="h6" component="h3">
        Add Question
      </Typography>
      {problem && <Alert severity="error">{problem}</Alert>}
      <QuestionFields idPrefix="new-question" value={draft} onChange={edit} disabled={busy} />
      <Button variant="outlined" startIcon={<AddIcon />} onClick={submit} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        Add Question
      </Button>
    </Stack>
  );
}
