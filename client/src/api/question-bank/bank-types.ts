import type { QuestionDto } from '@league/contract';

// PLACEHOLDER until branches i14b/i15s commit their contract types: the shapes of decision 0018.
export const difficulties = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof difficulties)[number];
export const bankStatuses = ['draft', 'approved'] as const;
export type BankStatus = (typeof bankStatuses)[number];
export const questionSources = ['manual', 'ai', 'import'] as const;
export type QuestionSource = (typeof questionSources)[number];
export type FlagStatus = 'open' | 'resolved' | 'dismissed';

export interface QuestionCheck {
  name: string;
  passed: boolean;
  reason: string;
}

export interface BankQuestionDto extends QuestionDto {
  category: string;
  difficulty: Difficulty;
  edition: string;
  tags: string[];
  status: BankStatus;
  source: QuestionSource;
  checks: QuestionCheck[];
  version: number;
  quiz_id: number | null;
  quiz_title: string | null;
  flags_open: number;
  created_at: string;
  updated_at: string;
}

export interface BankCategoryDto {
  category: string;
  total: number;
  approved: number;
}

export interface DrawRule {
  category: string;
  count: number;
}

export interface ImportSkipped {
  index: number;
  title?: string;
  type: string;
  reason: string;
}

export interface ImportReportDto {
  imported: number;
  skipped: ImportSkipped[];
  categories: string[];
}

export interface QuestionFlagDto {
  id: number;
  question_id: number;
  attempt_id: number;
  comment: string;
  status: FlagStatus;
  username: string;
  question_text: string;
  created_at: string;
}

export interface RegradeChange {
  attempt_id: number;
  username: string;
  old_score: number;
  new_score: number;
  old_passed: boolean;
  new_passed: boolean;
}

export interface RegradeResultDto {
  attempts_regraded: number;
  changed: RegradeChange[];
}

export interface BankQuestionInput {
  question_text?: string;
  question_type?: QuestionDto['question_type'];
  options?: string[];
  correct_answer?: string;
  explanation?: string;
  rule_reference?: string;
  category?: string;
  difficulty?: Difficulty;
  edition?: string;
  tags?: string[];
}
