import type { ScorePolicy } from './quiz-policy.schemas.js';
import type { AttemptStatus } from './quizzes.types.js';

/** One attempt on a referee's transcript, newest first. */
export interface TranscriptAttemptDto {
  attempt_id: number;
  quiz_id: number;
  quiz_title: string;
  status: AttemptStatus;
  started_at: string;
  submitted_at: string | null;
  /** Percent; null while the attempt is in progress. */
  score: number | null;
  passed: boolean | null;
  correct_answers: number | null;
  total_questions: number | null;
  /** The quiz's rule for which attempt counts (best or last), and whether it is this one. */
  score_policy: ScorePolicy;
  counted: boolean;
}

/** A rule family and how the referee did on its questions over all finished attempts. */
export interface TranscriptCategoryDto {
  /** The question's category when it was asked; "Uncategorised" when it had none. */
  category: string;
  questions: number;
  correct: number;
  /** 0 to 1. */
  share_correct: number;
}

/** GET quizzes/transcript/ (the caller's own) and GET referees/{id}/transcript/ (managers). */
export interface TranscriptDto {
  referee: { id: number; username: string; first_name: string; last_name: string };
  attempts: TranscriptAttemptDto[];
  /**
   * Weakest first. On the caller's own transcript, only over quizzes whose review policy lets
   * them see which answers were right now (managers' view: every finished attempt).
   */
  weakest_categories: TranscriptCategoryDto[];
}
