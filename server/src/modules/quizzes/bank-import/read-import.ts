import { questionInputSchema, type ImportQuestionsInput, type ImportWarningDto, type SkippedImportDto } from '@league/contract';
import { describeIssues } from '../../../lib/validate.js';
import { findNearDuplicates, type BankText, type FoundDuplicate } from '../ai/near-duplicate-index.js';
import { parseQuestionFile, type InterchangeQuestion } from '../interchange/index.js';
import type { InterchangeMedia } from '../interchange/embedded-media.js';
import { toQuestionData } from '../question-data.js';
import type { NewQuestion } from '../quizzes.repository.js';

export interface ReadImportTask {
  file: { text: string; filename: string };
  input: ImportQuestionsInput;
  /** The league's bank in id order (drafts included), for the near-duplicate check. */
  bank: BankText[];
}

export interface ReadQuestion {
  index: number;
  title?: string;
  row: NewQuestion;
  /** The question text's pictures, sounds and clips, stored with it (decision 0080). */
  media: InterchangeMedia[];
}

export interface ReadImport {
  read: ReadQuestion[];
  skipped: SkippedImportDto[];
  warnings: ImportWarningDto[];
  /** Each read question's nearest bank question at or above the limit, or null, in `read`'s order. */
  duplicates: (FoundDuplicate | null)[];
}

/**
 * The CPU part of an import, run on a worker thread (decision 0100): the file parsed, each question
 * checked by the same field rules as one typed in, and the near-duplicate check of them all against
 * the bank, indexed once. Throws InterchangeFormatError for a file that cannot be read.
 */
export function readImport({ file, input, bank }: ReadImportTask): ReadImport {
  const parsed = parseQuestionFile(file.text, file.filename);
  const positions = questionPositions(parsed.questions.length, parsed.skipped);
  const skipped: SkippedImportDto[] = [...parsed.skipped];
  const read: ReadQuestion[] = [];
  parsed.questions.forEach((question, i) => {
    const outcome = toBankQuestion(question, read.length, input);
    const at = { index: positions[i]!, ...(question.title ? { title: question.title } : {}) };
    if ('reason' in outcome) skipped.push({ ...at, type: describeType(question), reason: outcome.reason });
    else read.push({ ...at, row: outcome, media: question.media ?? [] });
  });
  return {
    read,
    skipped: skipped.sort((a, b) => a.index - b.index),
    warnings: keptWarnings([...parsed.warnings, ...orderWarnings(parsed.questions, positions)], read),
    duplicates: bank.length ? findNearDuplicates(bank, read.map((q) => q.row.questionText)) : read.map(() => null),
  };
}

/** The parser's warnings about questions that made it into the bank (not those skipped later). */
function keptWarnings(warnings: ImportWarningDto[], read: ReadQuestion[]): ImportWarningDto[] {
  const kept = new Set(read.map((q) => q.index));
  return warnings.filter((w) => kept.has(w.index)).sort((a, b) => a.index - b.index);
}

// A bank question has no order setting of its own: the quiz's "shuffle options" decides (decision 0075).
const keptInOrder =
  'In Moodle its answers are shown in the written order; here the order follows the "Shuffle options" setting of the quiz that asks it.';

function orderWarnings(questions: InterchangeQuestion[], positions: number[]): ImportWarningDto[] {
  return questions.flatMap((q, i) =>
    q.shuffle_answers === false ? [{ index: positions[i]!, ...(q.title ? { title: q.title } : {}), message: keptInOrder }] : [],
  );
}

/** The file positions of the parsed questions: the positions the skipped ones leave free, in order. */
function questionPositions(parsedCount: number, skipped: { index: number }[]): number[] {
  const taken = new Set(skipped.map((s) => s.index));
  const positions: number[] = [];
  for (let index = 1; positions.length < parsedCount; index++) if (!taken.has(index)) positions.push(index);
  return positions;
}

const typeWords: Record<InterchangeQuestion['question_type'], string> = {
  true_false: 'true/false',
  multiple_choice: 'multiple choice',
  multiple_response: 'multiple response',
};
const describeType = (q: InterchangeQuestion) => typeWords[q.question_type];

/** The same field rules as a question typed into a quiz (lengths, 2-10 distinct options, the key among them). */
function toBankQuestion(q: InterchangeQuestion, order: number, input: ImportQuestionsInput): NewQuestion | { reason: string } {
  const checked = questionInputSchema.safeParse({
    question_text: q.question_text,
    question_type: q.question_type,
    options: q.options,
    correct_answer: q.correct_answer,
    explanation: q.explanation,
    rule_reference: q.rule_reference ?? '',
    category: q.category || input.category || '',
    edition: input.edition || q.edition || '',
    ...(q.tags?.length ? { tags: q.tags } : {}),
  });
  if (!checked.success) return { reason: describeIssues(checked.error).message };
  // Moodle's name and ID number are kept as given (cut to Moodle's own lengths), so an export gives them back (decision 0083).
  const moodle = { name: q.title?.slice(0, 255) ?? null, idnumber: q.idnumber?.slice(0, 100) ?? null };
  return { ...toQuestionData(checked.data, order), ...moodle, status: 'draft', source: 'import' };
}
