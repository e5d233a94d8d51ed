import { Box, Chip, List, ListItem, Paper, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import type { DetailedResultDto } from '@/api/quizzes/quiz-session-types';
import { describeAnswer, namesChoice, reviewChoices } from '@/features/quiz-taking/review-choices';
import { QuestionMedia } from '@/components/question-media/question-media';
import { FlagQuestion } from './flag-question';

export function QuestionReview({ result, number, attemptId }: { result: DetailedResultDto; number: number; attemptId: number }) {
  const choices = reviewChoices(result);
  const headingId = `review-${result.question_id}`;
  return (
    <Paper component="article" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      {/* On a phone the question takes the whole width under its mark and chip, not a third of it. */}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {result.is_correct ? <CheckCircleIcon color="success" aria-hidden /> : <CancelIcon color="error" aria-hidden />}
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ order: { xs: 3, sm: 0 }, flex: { xs: '1 1 100%', sm: '1 1 0' }, minWidth: 0, overflowWrap: 'anywhere', fontWeight: 600 }}>
          Question {number}: {result.question_text}
        </Typography>
        <Chip size="small" variant="outlined" color={result.is_correct ? 'success' : 'error'} label={result.is_correct ? 'Correct' : 'Incorrect'} />
      </Box>
      {result.rule_reference && (
        <Typography variant="body2" color="text.secondary">
          FIBA Rule Reference: {result.rule_reference}
        </Typography>
      )}
      <QuestionMedia media={result.media} owner={`question ${number}`} />
      <List dense aria-label={`Options for question ${number}`}>
        {choices.map((c) => {
          const correct = namesChoice(result.correct_answer, c.value, result.question_type);
          const chosen = namesChoice(result.user_answer, c.value, result.question_type);
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
        <strong>Your answer:</strong> {describeAnswer(choices, result.user_answer, result.question_type)}
      </Typography>
      <Typography variant="body2">
        <strong>Correct answer:</strong> {describeAnswer(choices, result.correct_answer, result.question_type)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        <strong>Explanation:</strong> {result.explanation?.trim() || 'No explanation available for this question'}
      </Typography>
      <FlagQuestion attemptId={attemptId} questionId={result.question_id} number={number} />
    </Paper>
  );
}
