import type { BankQuestionDto } from './bank.types.js';

/**
 * POST quizzes/ai/generate/: the generated questions, saved as bank drafts (`source: ai`, the
 * review queue). Each carries `difficulty`, `edition`, `rule_reference` and its `checks`; a
 * question that failed a check is kept and counted in `flagged`, never hidden.
 */
export interface GenerateQuestionsResultDto {
  success: true;
  count: number;
  requested: number;
  /** Items the model wrote that were not usable questions at all (wrong shape or type, repeats). */
  dropped: number;
  /** Saved questions with at least one failed check. */
  flagged: number;
  questions: BankQuestionDto[];
  topic: string | null;
  prompt_used: string;
  model: string;
}
