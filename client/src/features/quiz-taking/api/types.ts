export type QuestionType = 'multiple_choice' | 'single_choice' | 'true_false';

/** A question as a quiz taker receives it: no correct answer, no explanation. */
export interface QuizQuestion {
  id: number;
  question_text: string;
  question_type: QuestionType;
  options: string[];
  rule_reference: string | null;
  order: number;
}

export interface StartedAttempt {
  id: number;
  started_at: string;
  deadline_at?: string | null;
  remaining_seconds?: number;
  status?: string;
  /** The limit this attempt runs under, the referee's extra time included. */
  time_limit_minutes?: number | null;
  extra_time_percent?: number;
}

export interface QuizForTaking {
  id: number;
  title: string;
  time_limit_minutes: number;
  passing_score: number;
  questions: QuizQuestion[];
}

/** POST /api/quizzes/{id}/start/ answers with the (new or resumed) attempt and the quiz. */
export interface QuizSession {
  attempt: StartedAttempt;
  quiz: QuizForTaking;
  /** What the server holds for this attempt (question id → answer, null = cleared). */
  saved_answers?: Record<string, string | null>;
}

export interface DetailedResult {
  question_id: number;
  question_text: string;
  question_type: QuestionType;
  options: string[];
  /** null while the quiz's review rule keeps the answers closed. */
  correct_answer: string | null;
  user_answer: string | null;
  is_correct: boolean | null;
  explanation: string | null;
  rule_reference: string | null;
}

export interface QuizSubmissionResult {
  score: number;
  passed: boolean;
  correct_answers: number;
  total_questions: number;
  attempt: { id: number; time_taken_minutes?: number | null; time_limit_minutes?: number | null };
  detailed_results: DetailedResult[];
  review_available?: boolean;
  review_available_at?: string | null;
}

/** What the results page needs, carried in navigation state. */
export interface ResultsState {
  result: QuizSubmissionResult;
  quizTitle: string;
  passingScore: number;
  timeLimitMinutes: number;
  timeUsedMinutes: number;
}
