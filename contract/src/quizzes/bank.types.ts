import type { QuestionDifficulty, QuestionSource, QuestionStatus } from './bank-fields.js';
import type { QuestionDto } from './quizzes.types.js';

/** One check run on an AI-written question ("answer_in_options", passed, why not). */
export interface QuestionCheckDto {
  name: string;
  passed: boolean;
  reason: string;
}

/** A question of the league's bank, as managers read it (decision 0018). */
export interface BankQuestionDto extends QuestionDto {
  category: string;
  difficulty: QuestionDifficulty;
  edition: string;
  tags: string[];
  /** Moodle's question name and ID number, kept through import and export; null when none (decision 0083). */
  name: string | null;
  idnumber: string | null;
  status: QuestionStatus;
  source: QuestionSource;
  checks: QuestionCheckDto[];
  /** Starts at 1; raised whenever the text, type, options or correct answer change. */
  version: number;
  /** The quiz whose fixed list holds it, or null for a question only in the bank. */
  quiz_id: number | null;
  quiz_title: string | null;
  /** Open flags referees raised on it. */
  flags_open: number;
  created_at: string;
  updated_at: string;
}

/** GET quizzes/bank/. */
export interface BankQuestionListDto {
  count: number;
  results: BankQuestionDto[];
}

/** One category of the bank: all its questions and the approved ones (the ones a draw may ask). */
export interface BankCategoryDto {
  category: string;
  total: number;
  approved: number;
}

/** GET quizzes/bank/categories/. */
export interface BankCategoriesDto {
  results: BankCategoryDto[];
}

/** POST quizzes/bank/approve/: how many of the chosen questions were drafts and are now approved. */
export interface ApproveBankQuestionsDto {
  approved: number;
  already_approved: number;
}

/** A draw rule as a quiz answers it. */
export interface DrawRuleDto {
  category: string;
  count: number;
}
