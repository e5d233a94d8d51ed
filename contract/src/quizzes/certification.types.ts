import type { UserDto } from '../auth/auth.types.js';
import type { QuizDto } from './quizzes.types.js';

/** PUT quizzes/attempts/{id}/answers/: everything the server now holds for the attempt. */
export interface SavedAnswersResponse {
  saved_answers: Record<string, string | null>;
  answered_count: number;
  remaining_seconds: number;
  saved_at: string;
}

/** Per quiz on GET quizzes/: the caller's attempts and the score that counts under the policy. */
export interface UserQuizSummary {
  attempts_used: number;
  attempts_allowed: number;
  counted_score: number | null;
  counted_passed: boolean | null;
}

export type QuizListItemDto = QuizDto & { user_summary: UserQuizSummary };

/** POST quizzes/{id}/grants/. */
export interface GrantedAttemptDto {
  quiz_id: number;
  referee_id: number;
  extra_attempts: number;
  attempts_allowed: number;
}

/** One quiz a referee finished, on the managers' referee list. */
export interface RefereeQuizResultDto {
  quiz_id: number;
  quiz_title: string;
  attempts: number;
  best_score: number | null;
  passed: boolean;
}

/** A referee as managers see them (PATCH referees/{id}/ answers this without quiz_results). */
export interface ManagedRefereeDto extends UserDto {
  extra_time_percent: number;
  /** Certificate expiry reminders by email; false when switched off at the referee's request. */
  certificate_reminders: boolean;
  quiz_results?: RefereeQuizResultDto[];
}
