import type { QuizStatus } from './quizzes.types.js';

/** Why a question may need a second look (decision 0023: only with at least 5 first attempts). */
export type QuestionQualityFlag = 'too_easy' | 'too_hard' | 'low_discrimination';

/** One question of a quiz on GET quizzes/admin/results/, read from the attempts' own snapshots. */
export interface QuestionStatisticDto {
  question_id: number;
  question_text: string;
  rule_reference: string;
  /** Over every completed referee attempt. */
  times_answered: number;
  times_correct: number;
  /** Percent correct, null before any answer. */
  correct_rate: number | null;
  /** Referees' first completed attempts that asked this question: the item analysis below reads only these. */
  attempts: number;
  /** Share of those first attempts that got it right (0 to 1), null without attempts. */
  facility_index: number | null;
  /**
   * How well the question separates stronger from weaker referees: the correlation (-1 to 1) of
   * getting it right with the score on the attempt's other questions. null when it can't be
   * computed (fewer than 2 attempts, or everyone answered it, or the rest of the score, alike).
   */
  discrimination_index: number | null;
  flags: QuestionQualityFlag[];
}

export interface QuizStatisticDto {
  /** Status and dates let two quizzes of the same title be told apart. */
  quiz: { id: number; title: string; status: QuizStatus; start_date: string | null; end_date: string | null; created_at: string };
  total_attempts: number;
  passed_attempts: number;
  pass_rate: number;
  average_score: number;
  /** Weakest first; questions nobody answered yet go last. */
  question_statistics: QuestionStatisticDto[];
}

/** GET quizzes/admin/results/. */
export interface QuizResultsDto {
  total_quizzes: number;
  active_quizzes: number;
  total_attempts: number;
  passed_attempts: number;
  pass_rate: number;
  average_score: number;
  quiz_statistics: QuizStatisticDto[];
}
