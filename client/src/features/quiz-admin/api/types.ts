import type { ReviewPolicy, ScorePolicy } from '@/features/quiz-admin/lib/attempt-policy';

export const quizStatuses = ['draft', 'active', 'archived'] as const;
export type QuizStatus = (typeof quizStatuses)[number];

export const questionTypes = ['multiple_choice', 'true_false', 'single_choice'] as const;
export type QuestionType = (typeof questionTypes)[number];

export interface QuizSummary {
  id: number;
  title: string;
  description: string;
  questions_count: number;
  time_limit_minutes: number;
  passing_score: number;
  start_date: string | null;
  end_date: string | null;
  status: QuizStatus;
  ai_generated: boolean;
  created_at: string;
  max_attempts?: number;
  cooldown_hours?: number;
  stop_after_pass?: boolean;
  score_policy?: ScorePolicy;
  review?: ReviewPolicy;
}

export interface Question {
  id: number;
  question_text: string;
  question_type: QuestionType;
  options: string[];
  correct_answer: string;
  explanation: string;
  rule_reference: string;
  order: number;
}

export interface QuizDetail extends QuizSummary {
  questions: Question[];
}

/** A question as the admin forms send it (no id yet, or fields of an existing one). */
export interface QuestionPayload {
  question_text: string;
  question_type: QuestionType;
  options: string[];
  correct_answer: string;
  explanation: string;
  rule_reference: string;
}

export interface AiTopic {
  id: number | string;
  title: string;
  description: string;
}
