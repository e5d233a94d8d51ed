/** A question of an imported file that was not brought in, and why (the file's other questions were). */
export interface SkippedImportDto {
  /** 1-based position of the question in the file (category entries are not counted). */
  index: number;
  title?: string;
  /** What kind of question it was, in words ('essay', 'matching', 'multiple choice'…). */
  type: string;
  reason: string;
}

/** A question that was imported, but not exactly as the file wrote it; `message` says what changed. */
export interface ImportWarningDto {
  index: number;
  title?: string;
  message: string;
}

/** An imported question whose text restates a bank question (the AI drafts' not_duplicate check). */
export interface ImportNearDuplicateDto {
  index: number;
  title?: string;
  question_text: string;
  bank_question_id: number;
  bank_question_text: string;
  /** 0-100, rounded. */
  similarity_percent: number;
  /** The check's sentence, as the review queue shows it. */
  reason: string;
}

/**
 * Where a category named in the file goes in the bank: `existing` the same name, `matched` an
 * existing category the path ends with ("FIBA 2024/Fouls" → "Fouls"), `new` created as written
 * (or as the admin mapped it: `mapped`).
 */
export interface ImportCategoryDto {
  file_category: string;
  bank_category: string;
  match: 'existing' | 'matched' | 'new' | 'mapped';
  questions: number;
}

/** POST quizzes/import/: every imported question is a bank draft (the review queue). */
export interface ImportQuestionsResultDto {
  /** True when nothing was written: `imported` then counts what an import would bring in. */
  preview: boolean;
  imported: number;
  skipped: SkippedImportDto[];
  /** Imported questions that changed on the way in (partial credit dropped, an answer assumed). */
  warnings: ImportWarningDto[];
  /** The bank categories the imported questions went into, in the file's order. */
  categories: string[];
  category_mapping: ImportCategoryDto[];
  /** The bank categories that exist now, for a mapping choice in the preview. */
  bank_categories: string[];
  near_duplicates: ImportNearDuplicateDto[];
  /**
   * Pictures, sounds and clips of the file kept in the media store (decision 0080); any not
   * kept is named in `warnings` with its question. Absent from servers before issue 29.
   */
  media_stored?: number;
}
