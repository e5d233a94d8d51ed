import { Box, Chip, IconButton, Paper, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { NewQuizQuestion } from '@/features/quiz-admin/lib/build-create-payload';
import type { QuestionDraft } from '@/features/quiz-admin/lib/question-draft';
import { QuestionFields } from './question-fields';

interface NewQuizQuestionListProps {
  questions: NewQuizQuestion[];
  planned: number;
  disabled: boolean;
  onChange: (key: number, draft: QuestionDraft) => void;
  onRemove: (key: number) => void;
}

/** Every question stays editable until the quiz is saved, generated ones included, so the admin reviews them here. */
export function NewQuizQuestionList({ questions, planned, disabled, onChange, onRemove }: NewQuizQuestionListProps) {
  return (
    <Stack spacing={2} component="section" aria-labelledby="new-quiz-questions-heading">
      <Typography id="new-quiz-questions-heading" variant="h6" component="h3">
        Questions ({questions.length}{planned > 0 ? ` of ${planned} planned` : ''})
      </Typography>
      {questions.length === 0 && (
        <Typography color="text.secondary">No questions yet. Add them below or generate them with AI.</Typography>
      )}
      {questions.map((q, i) => (
        <Paper key={q.key} variant="outlined" sx={{ p: 2 }} data-testid="new-quiz-question">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
            <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>Question {i + 1}</Typography>
            {q.fromAi && <Chip size="small" color="secondary" label="AI generated" />}
            <IconButton aria-label={`Remove question ${i + 1}`} onClick={() => onRemove(q.key)} disabled={disabled}>
              <DeleteIcon />
            </IconButton>
          </Box>
          <QuestionFields idPrefix={`new-quiz-q${q.key}`} value={q.draft} onChange={(draft) => onChange(q.key, draft)} disabled={disabled} />
        </Paper>
      ))}
    </Stack>
  );
}
