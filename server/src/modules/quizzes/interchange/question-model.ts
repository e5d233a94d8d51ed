/**
 * The question shape shared by every import and export format. Field names follow the
 * product's question (question_text, question_type, options, correct_answer, explanation,
 * rule_reference) so the bank can store a parsed question as it is.
 */
import type { InterchangeMedia } from './embedded-media.js';

export type InterchangeQuestionType = 'true_false' | 'multiple_choice' | 'multiple_response';

export interface InterchangeQuestion {
  /** The question's name in Moodle (`::title::` in GIFT, `<name>` in Moodle XML). */
  title?: string;
  /** Moodle's ID number (`<idnumber>`, or `[id:…]` in a GIFT comment); absent when none. */
  idnumber?: string;
  question_text: string;
  question_type: InterchangeQuestionType;
  /** Empty for true/false questions. */
  options: string[];
  /** 'true' or 'false' for true/false questions, the right options as a JSON list for multiple_response, otherwise the exact text of the right option. */
  correct_answer: string;
  /** General feedback and per-answer feedback merged into one readable text; '' when none. */
  explanation: string;
  /** Category path below Moodle's "top", segments joined with '/'; '' for no category. */
  category: string;
  rule_reference?: string;
  /** The rulebook edition (a Moodle tag "Edition: …"). */
  edition?: string;
  /** Free tags, as Moodle's `<tags>` (the rule reference and edition tags excluded). */
  tags?: string[];
  /** Pictures, sounds and clips the question text carries (Moodle XML `<file>`), decision 0080. */
  media?: InterchangeMedia[];
  /** What of the question's media could not be kept as it was, one sentence each (for the import report). */
  media_notes?: string[];
  /** false: Moodle's `<shuffleanswers>` off, the options are shown in the written order. Absent means shuffled. */
  shuffle_answers?: boolean;
}

// The format names are the contract's (the export query reads them).
export type { InterchangeFormat } from '@league/contract';

export interface SkippedQuestion {
  /** 1-based position of the question in the file (category entries are not counted). */
  index: number;
  title?: string;
  /** What kind of question it was, in words (e.g. 'essay', 'matching'). */
  type: string;
  reason: string;
}

/** A question that was imported, but not exactly as written; `message` says what changed. */
export interface ImportWarning {
  /** 1-based position of the question in the file (category entries are not counted). */
  index: number;
  title?: string;
  message: string;
}

export interface ParseResult {
  questions: InterchangeQuestion[];
  skipped: SkippedQuestion[];
  warnings: ImportWarning[];
  /** Every category the file names, in order of first appearance, '' excluded. */
  categories: string[];
}

/** A file (or part of one) that cannot be read at all; `message` is a sentence for the admin. */
export class InterchangeFormatError extends Error {
  readonly line?: number;
  readonly column?: number;
  readonly questionIndex?: number;

  constructor(message: string, where: { line?: number; column?: number; questionIndex?: number } = {}) {
    super(message);
    this.name = 'InterchangeFormatError';
    this.line = where.line;
    this.column = where.column;
    this.questionIndex = where.questionIndex;
  }
}
