import { Alert, AlertTitle } from '@mui/material';
import type { QuizListItemDto } from '@/api/quizzes/quiz-list-types';
import { formatCalendarDay } from '@/lib/format-calendar-day';

interface RecertificationNoteProps {
  quiz: QuizListItemDto;
  edition: string;
}

/** How many attempts the referee has had; a single-attempt quiz says plainly whether it is spent. */
function attemptsSentence({ attempts_used: used, attempts_allowed: allowed }: QuizListItemDto['user_summary']): string {
  if (allowed === 1) return used >= 1 ? 'You have used your one attempt.' : 'You have one attempt, not used yet.';
  return `${used} of ${allowed} attempts used.`;
}

/**
 * Marks the open recertification quiz of a new rule edition (decision 0082) on its dashboard card:
 * the referee learns what it is for and, since it is often single-attempt, whether the attempt is spent.
 */
export function RecertificationNote({ quiz, edition }: RecertificationNoteProps) {
  // The server stores an end date as the end of that day in UTC; the day is the one to say.
  const until = quiz.end_date ? ` Open until ${formatCalendarDay(quiz.end_date.slice(0, 10))}.` : '';
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <AlertTitle>Recertification quiz for {edition} is open</AlertTitle>
      <div>{`It asks only about the rule changes of ${edition}.${until}`}</div>
      <div>{attemptsSentence(quiz.user_summary)}</div>
    </Alert>
  );
}
