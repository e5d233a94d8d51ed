import type { QuizUpdatePayload } from '@/features/quiz-admin/api/update-quiz';
import type { QuizStatus } from '@/features/quiz-admin/api/types';
import { buildEditDates } from './quiz-dates';
import type { QuizSettings } from './quiz-settings-schema';
import type { AttemptPolicyPayload } from './attempt-policy';
import type { DrawSettingsPayload } from './draw-settings';

export interface EditQuizValues extends QuizSettings {
  startDate: string;
  endDate: string;
  /** Checked attempt rules; a draft and an active quiz send them. */
  policy?: AttemptPolicyPayload;
  /** Checked draw and shuffle settings; only a draft sends them (they change what is asked). */
  draw?: DrawSettingsPayload;
}

/**
 * What saving the edit form sends, by the quiz's status: a draft sends everything; an active
 * quiz its title, description, end date and attempt rules; an archived quiz nothing (its fields are locked).
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
      ...values.policy,
      ...values.draw,
    };
  }
  if (status === 'active') {
    return { title: values.title, description: values.description, ...(dates.end_date ? { end_date: dates.end_date } : {}), ...values.policy };
  }
  return null;
}
