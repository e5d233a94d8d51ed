import { useState } from 'react';
import { Alert, Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import { describeAnswer } from '@league/contract';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { QuestionDto } from '@/features/quiz-admin/api/types';
import type { QuestionUpdatePayload } from '@/features/quiz-admin/api/update-question';
import { draftToPayload, questionToDraft, questionTypeLabels, validateNewQuestion } from '@/features/quiz-admin/lib/question-draft';
import { QuestionMediaEditor } from '@/components/question-media/question-media-editor';
import { mediaSummary } from '@/components/question-media/media-file';
import { QuestionFields } from './question-fields';

interface ExistingQuestionItemProps {
  question: QuestionDto;
  number: number;
  /** Drafts allow structural edits and deletion; other statuses only text fixes. */
  isDraft: boolean;
  busy: boolean;
  onUpdate: (payload: QuestionUpdatePayload, done: () => void) => void;
  onDelete: () => void;
}

export function ExistingQuestionItem({ question, number, isDraft, busy, onUpdate, onDelete }: ExistingQuestionItemProps) {
  const [draft, setDraft] = useState<ReturnType<typeof questionToDraft> | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [problem, setProblem] = useState('');

  // The problem was about the question as it was: editing it clears the message.
  const edit = (next: NonNullable<typeof draft>) => {
    setProblem('');
    setDraft(next);
  };

  const save = () => {
    if (!draft) return;
    const message = isDraft ? validateNewQuestion(draft) : draft.question_text.trim() ? null : 'Please enter question text';
    if (message) return setProblem(message);
    setProblem('');
    const full = draftToPayload(draft);
    onUpdate(isDraft ? full : { question_text: full.question_text, explanation: full.explanation }, () => setDraft(null));
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={`Question ${number}`}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {number}. {question.question_text}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {questionTypeLabels[question.question_type]} · Correct answer: {describeAnswer(question.question_type, question.correct_answer)}
            {question.rule_reference ? ` · ${question.rule_reference}` : ''}
            {mediaSummary(question.media)}
          </Typography>
        </Box>
        <IconButton aria-label={`Edit question ${number}`} onClick={() => setDraft(questionToDraft(question))} disabled={busy || !!draft}>
          <EditIcon />
        </IconButton>
        {isDraft && (
          <IconButton aria-label={`Delete question ${number}`} onClick={() => setConfirmingDelete(true)} disabled={busy}>
            <DeleteIcon />
          </IconButton>
        )}
      </Box>
      {confirmingDelete && (
        <Alert
          severity="warning"
          sx={{ mt: 1 }}
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={() => setConfirmingDelete(false)}>Keep</Button>
              <Button color="error" size="small" onClick={() => { setConfirmingDelete(false); onDelete(); }}>Delete</Button>
            </Stack>
          }
        >
          Delete question {number}? This cannot be undone.
        </Alert>
      )}
      {draft && (
        <Stack spacing={2} sx={{ mt: 2 }}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <QuestionFields idPrefix={`question-${question.id}`} value={draft} onChange={edit} textOnly={!isDraft} disabled={busy} />
          <QuestionMediaEditor questionId={question.id} media={question.media} owner={`question ${number}`} disabled={busy} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => { setDraft(null); setProblem(''); }} disabled={busy}>Cancel</Button>
            <Button variant="contained" onClick={save} disabled={busy}>Save Question</Button>
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
