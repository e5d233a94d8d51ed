import type { QuestionMediaDto } from './media.types.js';
import type { QuestionType } from './question-rules.js';
import type { AttemptStatus, PublicQuestionDto, QuizDto } from './quizzes.types.js';

/** An attempt as the clients read it; the deadline is the server's, not the browser's. */
export interface AttemptDto {
  id: number;
  quiz: number;
  quiz_title: string;
  status: AttemptStatus;
  passed: boolean | null;
  score: number | null;
  correct_answers: number | null;
  total_questions: number | null;
  started_at: string;
  deadline_at: string;
  remaining_seconds: number;
  /** The limit this attempt runs under, the referee's extra time included (null for old attempts). */
  time_limit_minutes: number | null;
  extra_time_percent: number;
  submitted_at: string | null;
  submitted_late: boolean;
  time_taken_minutes: number | null;
}

/** POST quizzes/{id}/start/: the new or resumed attempt and the quiz without its answers. */
export interface StartAttemptResponse {
  resumed: boolean;
  attempt: AttemptDto;
  /** The questions as this attempt asks them (its own snapshot and order). */
  quiz: QuizDto & { questions: PublicQuestionDto[] };
  /** What the server holds so far: question id → answer, null = cleared. */
  saved_answers: Record<string, string | null>;
  remaining_seconds: number;
}

/** One question of a submitted attempt, with the taker's answer and the correct one. */
export interface DetailedResultDto {
  question_id: number;
  question_text: string;
  question_type: QuestionType;
  options: string[];
  /** null (with is_correct and explanation) while the quiz's review policy keeps the key closed. */
  correct_answer: string | null;
  user_answer: string | null;
  is_correct: boolean | null;
  explanation: string | null;
  rule_reference: string;
  /** The question's pictures and clips, as the quiz showed them (absent from servers before issue 29). */
  media?: QuestionMediaDto[];
}

/**
 * When the referee may take the quiz again, from its attempt policy (decision 0036): `now`,
 * `later` (from available_at, after the pause between attempts), or `never` (no attempt left
 * without an administrator's grant, already passed, or the quiz closes before the pause ends).
 */
export interface NextAttemptDto {
  when: 'now' | 'later' | 'never';
  available_at: string | null;
}

/** The answer of a submission (and of submitting again). */
export interface AttemptResultDto {
  score: number;
  passed: boolean;
  correct_answers: number;
  total_questions: number;
  submitted_late: boolean;
  attempt: AttemptDto;
  review_available: boolean;
  /** When an after_close review opens (the quiz's end date), else null. */
  review_available_at: string | null;
  next_attempt: NextAttemptDto;
  detailed_results: DetailedResultDto[];
}
