import { useState } from 'react';
import axios from 'axios';
import { Alert, Box, Button, Chip, Collapse, Stack, TextField } from '@mui/material';
import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import { createFlagInputSchema } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { parseForm } from '@/lib/form-errors';
import { useFlagQuestion } from '@/features/quiz-taking/api/flag-question';

interface FlagQuestionProps {
  attemptId: number;
  questionId: number;
  number: number;
}

/** "Report a problem with this question": once per question of an attempt; the admins see it with the comment. */
export function FlagQuestion({ attemptId, questionId, number }: FlagQuestionProps) {
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState('');
  const flag = useFlagQuestion();
  // A 409 means this question was already reported from this attempt (another tab, an earlier visit).
  const alreadyReported = axios.isAxiosError(flag.error) && flag.error.response?.status === 409;
  if (flag.isSuccess || alreadyReported) return <Chip icon={<OutlinedFlagIcon />} size="small" variant="outlined" label="Reported" sx={{ mt: 1 }} />;

  const send = () => {
    const parsed = parseForm(createFlagInputSchema, { question_id: questionId, comment });
    if (!parsed.ok) return setProblem(parsed.firstError);
    flag.mutate({ attemptId, ...parsed.data });
  };
  const fieldId = `flag-comment-${questionId}`;

  return (
    <Box sx={{ mt: 1 }}>
      {!open && (
        <Button size="small" startIcon={<OutlinedFlagIcon />} onClick={() => setOpen(true)} aria-label={`Report a problem with question ${number}`}>
          Report a problem with this question
        </Button>
      )}
      <Collapse in={open} unmountOnExit>
        <Stack spacing={1}>
          <TextField
            id={fieldId}
            label={`What looks wrong with question ${number}?`}
            helperText="e.g. the answer key contradicts Art. 33.10"
            value={comment}
            onChange={(e) => { setProblem(''); setComment(e.target.value); }}
            error={!!problem}
            multiline
            minRows={2}
            disabled={flag.isPending}
            fullWidth
          />
          {problem && <Alert severity="error">{problem}</Alert>}
          {flag.isError && <Alert severity="error">The report was not sent{apiErrorMessage(flag.error) ? `: ${apiErrorMessage(flag.error)}` : '. Please try again.'}</Alert>}
          <Stack direction="row" spacing={1}>
            <Button variant="contained" size="small" onClick={send} disabled={flag.isPending}>
              {flag.isPending ? 'Sending...' : 'Send report'}
            </Button>
            <Button size="small" onClick={() => setOpen(false)} disabled={flag.isPending}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      </Collapse>
    </Box>
  );
}
