import { useState } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { emptyQuestionDraft, validateCreateQuestion, type QuestionDraft } from '@/features/quiz-admin/lib/question-draft';
import { QuestionFields } from './question-fields';

/** The create form's own add-question box; a valid question moves into the quiz's list. */
export function NewQuestionSubform({ disabled, onAdd }: { disabled: boolean; onAdd: (draft: QuestionDraft) => void }) {
  const [draft, setDraft] = useState(emptyQuestionDraft('multiple_choice'));
  const [problem, setProblem] = useState('');

  // The problem was about the question as it was: editing it clears the message.
  const edit = (next: QuestionDraft) => {
    setProblem('');
    setDraft(next);
  };

  const add = () => {
    const message = validateCreateQuestion(draft);
    if (message) return setProblem(message);
    setProblem('');
    onAdd(draft);
    setDraft(emptyQuestionDraft(draft.question_type));
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="new-question-heading">
      <Stack spacing={2}>
        <Typography id="new-question-heading" variant="h6" component="h3">
          Add a Question
        </Typography>
        {problem && <Alert severity="error">{problem}</Alert>}
        <QuestionFields idPrefix="create-question" value={draft} onChange={edit} disabled={disabled} />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add} disabled={disabled} sx={{ alignSelf: 'flex-start' }}>
          Add Question to Quiz
        </Button>
      </Stack>
    </Paper>
  );
}
