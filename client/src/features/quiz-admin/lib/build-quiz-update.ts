import type { QuizUpdatePayload } from '@/features/quiz-admin/api/update-quiz';
import type { QuizStatus } from '@/features/quiz-admin/api/types';
import { buildEditDates } from './quiz-dates';
import type { QuizSettings } from './quiz-settings-schema';

export interface EditQuizValues extends QuizSettings {
  startDate: string;
  endDate: string;
}

/**
 * What saving the edit form sends, by the quiz's status: a draft sends everything; an active
 * quiz only its title, description and end date; an archived quiz nothing (its fields are locked).
 */
export function buildQuizUpdate(status: QuizStatus, values: EditQuizValues): QuizUpdatePayload | null {
  const dates = buildEditDates({ startDate: values.startDate, endDate: values.endDate });
  if (status === 'draft') {
    return {
      title: values.title,
      description: values.description,
      time_limit_minutes: values.timeLimit,
      passing_score: values.passingScore,
      ...dates,
    };
  }
  if (status === 'active') {
    return { title: values.title, description: values.description, ...(dates.end_date ? { end_date: dates.end_date } : {}) };
  }
  return null;
}
