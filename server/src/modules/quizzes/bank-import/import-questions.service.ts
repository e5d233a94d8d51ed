import { questionInputSchema, type ImportQuestionsInput, type ImportQuestionsResultDto, type SkippedImportDto } from '@league/contract';
import type { LeagueContext } from '../../../lib/permissions.js';
import { describeIssues } from '../../../lib/validate.js';
import { parseQuestionFile, type InterchangeQuestion } from '../interchange/index.js';
import { toQuestionData } from '../question-data.js';
import type { NewQuestion } from '../quizzes.repository.js';
import { createBankQuestions } from './interchange.repository.js';

/**
 * Reads a GIFT or Moodle XML file and writes its questions to the league's bank as drafts (the
 * review queue). A file that cannot be read is refused whole (InterchangeFormatError, a 400
 * naming the line or question); questions the bank cannot hold are skipped with a reason.
 */
export async function importQuestions(ctx: LeagueContext, file: { text: string; filename: string }, input: ImportQuestionsInput): Promise<ImportQuestionsResultDto> {
  const parsed = parseQuestionFile(file.text, file.filename);
  const positions = questionPositions(parsed.questions.length, parsed.skipped);
  const skipped: SkippedImportDto[] = [...parsed.skipped];
  const rows: NewQuestion[] = [];
  parsed.questions.forEach((question, i) => {
    const outcome = toBankQuestion(question, rows.length, input);
    if ('reason' in outcome) skipped.push({ index: positions[i]!, ...(question.title ? { title: question.title } : {}), type: describeType(question), reason: outcome.reason });
    else rows.push(outcome);
  });
  if (rows.length) await createBankQuestions(ctx.db, ctx.leagueId, rows);
  return {
    imported: rows.length,
    skipped: skipped.sort((a, b) => a.index - b.index),
    categories: [...new Set(rows.map((r) => r.category ?? '').filter(Boolean))],
  };
}

/** The file positions of the parsed questions: the positions the skipped ones leave free, in order. */
function questionPositions(parsedCount: number, skipped: { index: number }[]): number[] {
  const taken = new Set(skipped.map((s) => s.index));
  const positions: number[] = [];
  for (let index = 1; positions.length < parsedCount; index++) if (!taken.has(index)) positions.push(index);
  return positions;
}

const describeType = (q: InterchangeQuestion) => (q.question_type === 'true_false' ? 'true/false' : 'multiple choice');

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
    edition: input.edition ?? '',
  });
  if (!checked.success) return { reason: describeIssues(checked.error).message };
  return { ...toQuestionData(checked.data, order), status: 'draft', source: 'import' };
}
