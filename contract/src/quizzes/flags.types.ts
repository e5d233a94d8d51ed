import type { FlagStatus } from './flags.schemas.js';

/** A referee's flag on a question as one of their attempts asked it. Timestamps are ISO-8601. */
export interface QuestionFlagDto {
  id: number;
  question_id: number;
  /** The version of the question the attempt asked (a regrade fixes that version). */
  question_version: number;
  /** The question's text as the attempt asked it. */
  question_text: string;
  attempt_id: number;
  quiz_id: number;
  quiz_title: string;
  /** The referee who flagged it. */
  user_id: number;
  username: string;
  /** What the referee answered (null: left unanswered). */
  user_answer: string | null;
  /**
   * What the key said at the time. Managers always read it; the referee's own report answers
   * null while the quiz's review policy keeps the key closed (`never`, `after_close` while open).
   */
  correct_answer: string | null;
  comment: string;
  status: FlagStatus;
  created_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
}

/** One attempt whose result a regrade changed. */
export interface RegradeChangeDto {
  attempt_id: number;
  username: string;
  old_score: number | null;
  new_score: number | null;
  old_passed: boolean | null;
  new_passed: boolean | null;
}

/** POST quizzes/bank/{id}/regrade/ */
export interface RegradeResultDto {
  /** Completed attempts that were asked the fixed version and were scored again. */
  attempts_regraded: number;
  /** Those whose score or pass changed (each also recorded as an attempt_regrades row). */
  changed: RegradeChangeDto[];
  /** The question's version after the fix. */
  version: number;
  /** Open flags on the question that the regrade resolved. */
  flags_resolved: number;
}
