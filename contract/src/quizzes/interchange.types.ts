/** A question of an imported file that was not brought in, and why (the file's other questions were). */
export interface SkippedImportDto {
  /** 1-based position of the question in the file (category entries are not counted). */
  index: number;
  title?: string;
  /** What kind of question it was, in words ('essay', 'matching', 'multiple choice'…). */
  type: string;
  reason: string;
}

/** POST quizzes/import/: every imported question is a bank draft (the review queue). */
export interface ImportQuestionsResultDto {
  imported: number;
  skipped: SkippedImportDto[];
  /** The bank categories the imported questions went into, in the file's order. */
  categories: string[];
}
