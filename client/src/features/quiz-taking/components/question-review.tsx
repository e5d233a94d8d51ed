import { Box, Chip, List, ListItem, Paper, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import type { DetailedResult } from '@/api/quizzes/quiz-session-types';
import { describeAnswer, isSameAnswer, reviewChoices } from '@/features/quiz-taking/review-choices';
import { FlagQuestion } from './flag-question';

export function QuestionReview({ result, number, attemptId }: { result: DetailedResult; number: number; attemptId: number }) {
  const choices = reviewChoices(result);
  const headingId = `review-${result.question_id}`;
  return (
    <Paper component="article" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        {result.is_correct ? <CheckCircleIcon color="success" aria-hidden /> : <CancelIcon color="error" aria-hidden />}
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ flexGrow: 1, fontWeight: 600 }}>
          Question {number}: {result.question_text}
        </Typography>
        <Chip size="small" variant="outlined" color={result.is_correct ? 'success' : 'error'} label={result.is_correct ? 'Correct' : 'Incorrect'} />
      </Box>
      {result.rule_reference && (
        <Typography variant="body2" color="text.secondary">
          FIBA Rule Reference: {result.rule_reference}
        </Typography>
      )}
      <List dense aria-label={`Options for question ${number}`}>
        {choices.map((c) => {
          const correct = isSameAnswer(c.value, result.correct_answer ?? '');
          const chosen = isSameAnswer(result.user_answer, c.value);
          // Colour alone would not tell everyone which option is which, so the words say it too.
          const note = [correct && 'correct answer', chosen && 'your answer'].filter(Boolean).join(', ');
          return (
            <ListItem key={c.letter} sx={{ color: correct ? 'success.main' : chosen ? 'error.main' : 'text.primary' }}>
              {c.letter}. {c.label}
              {note && ` (${note})`}
            </ListItem>
          );
        })}
      </List>
      <Typography variant="body2">
        <strong>Your answer:</strong> {describeAnswer(choices, result.user_answer)}
      </Typography>
      <Typography variant="body2">
        <strong>Correct answer:</strong> {describeAnswer(choices, result.correct_answer)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        <strong>Explanation:</strong> {result.explanation?.trim() || 'No explanation available for this question'}
      </Typography>
      <FlagQuestion attemptId={attemptId} questionId={result.question_id} number={number} />
    </Paper>
  );
}
