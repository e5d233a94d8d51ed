import type { QuizStatus } from '@league/contract';
import { quizStatusLabels } from '@/features/quiz-admin/components/quiz-status-chip';

/** What the statistics know of a quiz; answers from before issue 27 had only id and title. */
export interface QuizIdentity {
  title: string;
  status?: QuizStatus;
  start_date?: string | null;
  end_date?: string | null;
  created_at?: string;
}

// Quiz windows are whole UTC days (see quiz-dates.ts), so they are shown in UTC too.
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const day = (timestamp: string) => dayFormat.format(new Date(timestamp));

/** "Active · Sep 1, 2026 – Sep 30, 2026", or "Draft · created Sep 3, 2026" for a quiz without dates. */
export function describeQuizWhen(quiz: QuizIdentity): string {
  const parts: string[] = [];
  if (quiz.status) parts.push(quizStatusLabels[quiz.status] ?? quiz.status);
  if (quiz.start_date || quiz.end_date) parts.push(`${quiz.start_date ? day(quiz.start_date) : 'Open'} – ${quiz.end_date ? day(quiz.end_date) : 'Open'}`);
  else if (quiz.created_at) parts.push(`created ${day(quiz.created_at)}`);
  return parts.join(' · ');
}

/** The title with its status and dates, so two quizzes of one title can be told apart. */
export function quizLabel(quiz: QuizIdentity): string {
  const when = describeQuizWhen(quiz);
  return when ? `${quiz.title} (${when})` : quiz.title;
}
