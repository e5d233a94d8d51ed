import type { DrawRuleDto } from './bank.types.js';
import type { QuestionMediaDto } from './media.types.js';
import type { QuestionType } from './question-rules.js';
import type { quizStatuses } from './quizzes.schemas.js';
import type { ReviewPolicy, ScorePolicy } from './quiz-policy.schemas.js';

export type QuizStatus = (typeof quizStatuses)[number];
export type AttemptStatus = 'in_progress' | 'completed';

/** The caller's own attempt at a quiz, on the quiz lists a referee sees. */
export interface UserAttemptSummary {
  id: number;
  status: AttemptStatus;
  passed: boolean | null;
  score: number | null;
}

/** A quiz as the clients read it. Timestamps are ISO-8601. */
export interface QuizDto {
  id: number;
  title: string;
  description: string;
  /** A draw quiz: the total its rules ask for. */
  questions_count: number;
  time_limit_minutes: number;
  passing_score: number;
  start_date: string | null;
  end_date: string | null;
  status: QuizStatus;
  /** Attempt policy (decision 0016). */
  max_attempts: number;
  cooldown_hours: number;
  stop_after_pass: boolean;
  score_policy: ScorePolicy;
  review: ReviewPolicy;
  /** null: a fixed list of questions; otherwise each attempt draws these from the bank (decision 0018). */
  draw_rules: DrawRuleDto[] | null;
  shuffle_questions: boolean;
  shuffle_options: boolean;
  /** The rule edition this quiz recertifies ("FIBA 2026"), or null for an ordinary quiz (decision 0082). */
  recertification_edition: string | null;
  ai_generated: boolean;
  ai_prompt_used: string | null;
  created_at: string;
  updated_at: string;
  user_attempt: UserAttemptSummary | null;
}

/** What a quiz taker may see of a question: never the correct answer or the explanation. */
export interface PublicQuestionDto {
  id: number;
  question_text: string;
  question_type: QuestionType;
  options: string[];
  rule_reference: string;
  order: number;
  /** Pictures, sounds and clips shown with the question (decision 0080); the server always sends it, [] when none. */
  media?: QuestionMediaDto[];
}

/** The full question, for quiz managers and for results after a submission. */
export interface QuestionDto extends PublicQuestionDto {
  correct_answer: string;
  explanation: string;
}

/** A quiz with its questions, as a quiz manager reads it. */
export interface QuizDetailDto extends QuizDto {
  questions: QuestionDto[];
}

/** A topic the AI question generator offers. */
export interface AiTopicDto {
  id: string;
  title: string;
  description: string;
}
