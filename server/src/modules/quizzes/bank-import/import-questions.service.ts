import {
  questionInputSchema,
  type ImportCategoryDto,
  type ImportNearDuplicateDto,
  type ImportQuestionsInput,
  type ImportQuestionsResultDto,
  type ImportWarningDto,
  type SkippedImportDto,
} from '@league/contract';
import type { LeagueContext } from '../../../lib/permissions.js';
import type { WorkerPool } from '../../../lib/worker-pool.js';
import { describeIssues } from '../../../lib/validate.js';
import { listBankTexts } from '../ai/ai.repository.js';
import { duplicateCheckOf } from '../ai/question-checks.js';
import { parseQuestionFile, type InterchangeQuestion } from '../interchange/index.js';
import type { InterchangeMedia } from '../interchange/embedded-media.js';
import { createImportedQuestions } from './import-media.js';
import { toQuestionData } from '../question-data.js';
import type { NewQuestion } from '../quizzes.repository.js';
import { mapCategory } from './category-mapping.js';
import { listBankCategories } from './interchange.repository.js';
import { nearDuplicatesJob } from './near-duplicates-worker.js';

interface ReadQuestion {
  index: number;
  title?: string;
  row: NewQuestion;
  /** The question text's pictures, sounds and clips, stored with it (decision 0080). */
  media: InterchangeMedia[];
}

/**
 * Reads a GIFT or Moodle XML file and writes its questions to the league's bank as drafts (the
 * review queue). A file that cannot be read is refused whole (InterchangeFormatError, a 400
 * naming the line or question); questions the bank cannot hold are skipped with a reason. Each
 * question gets the AI drafts' near-duplicate check, and the file's categories go to the bank's
 * own where their names or path ends match (decision 0052). A preview writes nothing. The
 * near-duplicate check of the whole file runs on the worker threads, the bank indexed once
 * (decision 0100), so a large file into a large bank never holds the request thread.
 */
export async function importQuestions(
  ctx: LeagueContext,
  workers: WorkerPool,
  file: { text: string; filename: string },
  input: ImportQuestionsInput,
): Promise<ImportQuestionsResultDto> {
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
  const [bankCategories, bankTexts] = await Promise.all([listBankCategories(ctx.db, ctx.leagueId), listBankTexts(ctx.db, ctx.leagueId)]);
  const mapping = mapCategories(read, bankCategories, input.category_map);
  const bank = bankTexts.map((q) => ({ id: q.id, text: q.questionText }));
  const duplicates = read.length && bank.length ? await workers.run(nearDuplicatesJob, { bank, texts: read.map((q) => q.row.questionText) }) : [];
  const nearDuplicates: ImportNearDuplicateDto[] = [];
  for (const [i, q] of read.entries()) {
    const category = q.row.category ?? '';
    q.row.category = mapping.find((m) => m.file_category === category)?.bank_category ?? category;
    const found = duplicates[i] ?? null;
    const check = duplicateCheckOf(found);
    q.row.checks = [{ name: check.name, passed: check.passed, reason: check.reason }];
    if (found) {
      nearDuplicates.push({
        index: q.index,
        ...(q.title ? { title: q.title } : {}),
        question_text: q.row.questionText,
        bank_question_id: found.match.id,
        bank_question_text: found.match.text,
        similarity_percent: Math.round(found.similarity * 100),
        reason: check.reason,
      });
    }
  }
  const rows = read.map((q) => q.row);
  const mediaStored = !input.preview && rows.length ? await createImportedQuestions(ctx.db, ctx.leagueId, read) : 0;
  return {
    preview: input.preview,
    imported: rows.length,
    skipped: skipped.sort((a, b) => a.index - b.index),
    warnings: keptWarnings([...parsed.warnings, ...orderWarnings(parsed.questions, positions)], read),
    categories: [...new Set(rows.map((r) => r.category ?? '').filter(Boolean))],
    category_mapping: mapping,
    bank_categories: bankCategories,
    near_duplicates: nearDuplicates,
    // A preview counts what an import would store.
    media_stored: input.preview ? read.reduce((n, q) => n + q.media.length, 0) : mediaStored,
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

function mapCategories(read: ReadQuestion[], bankCategories: string[], chosen: Record<string, string> | undefined): ImportCategoryDto[] {
  const counts = new Map<string, number>();
  for (const q of read) if (q.row.category) counts.set(q.row.category, (counts.get(q.row.category) ?? 0) + 1);
  return [...counts].map(([category, questions]) => ({ ...mapCategory(category, bankCategories, chosen), questions }));
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
