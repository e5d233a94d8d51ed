import type { ExportBankQuery, ExportQuizQuery, InterchangeFormat } from '@league/contract';
import type { Question } from '../../../generated/prisma/client.js';
import { AppError } from '../../../lib/app-error.js';
import { requireInLeague, type LeagueContext } from '../../../lib/permissions.js';
import { readOptions } from '@league/contract';
import { writeGift, writeMoodleXml, type InterchangeQuestion } from '../interchange/index.js';
import { listBankQuestions, listQuizQuestions } from './interchange.repository.js';
import type { Db } from '../../../lib/db/database.js';
import { giftMediaReport, readExportMedia } from './export-media.js';

export interface QuestionFile {
  filename: string;
  contentType: string;
  body: string;
  /** GIFT: how many questions' media were left out (decision 0080). */
  headers?: Record<string, string>;
}

/** A quiz's own questions as a file Moodle imports. */
export async function exportQuiz(ctx: LeagueContext, quizId: number, query: ExportQuizQuery): Promise<QuestionFile> {
  const quiz = await requireInLeague(ctx, 'quiz', quizId);
  if (quiz.drawRules !== null) {
    throw AppError.badRequest('This quiz draws its questions from the bank per attempt; export its categories from the bank instead.', undefined, 'quiz_is_draw');
  }
  const questions = await listQuizQuestions(ctx.db, quizId);
  // A quiz that keeps its options in order says so on each question, as Moodle stores it.
  return toFile(ctx.db, questions, query.format, `quiz-${slugify(quiz.title) || quiz.id}`, quiz.shuffleOptions);
}

/** A bank category (with its subcategories), or the whole bank, as a file Moodle imports. */
export async function exportBank(ctx: LeagueContext, query: ExportBankQuery): Promise<QuestionFile> {
  const questions = await listBankQuestions(ctx.db, ctx.leagueId, query.category);
  if (query.category && !questions.length) throw AppError.notFound('Category');
  return toFile(ctx.db, questions, query.format, `question-bank${query.category ? `-${slugify(query.category)}` : ''}`);
}

async function toFile(db: Db, questions: Question[], format: InterchangeFormat, name: string, shuffle = true): Promise<QuestionFile> {
  const media = await readExportMedia(db, questions.map((q) => q.id), format === 'moodle_xml');
  const items = questions.map((q) => ({
    ...toInterchangeQuestion(q),
    ...(shuffle ? {} : { shuffle_answers: false }),
    ...(media.has(q.id) ? { media: media.get(q.id) } : {}),
  }));
  if (format === 'moodle_xml') return { filename: `${name}.xml`, contentType: 'application/xml; charset=utf-8', body: writeMoodleXml(items) };
  const report = giftMediaReport(items);
  return { filename: `${name}.gift`, contentType: 'text/plain; charset=utf-8', body: report.comment + writeGift(items), headers: report.headers };
}

/** Single choice is written as Moodle's multiple choice: both have exactly one right option (decision 0015); select-all stays itself. */
function toInterchangeQuestion(q: Question): InterchangeQuestion {
  return {
    ...(q.name ? { title: q.name } : {}),
    ...(q.idnumber ? { idnumber: q.idnumber } : {}),
    question_text: q.questionText,
    question_type: q.questionType === 'single_choice' ? 'multiple_choice' : q.questionType,
    options: readOptions(q.options),
    correct_answer: q.correctAnswer,
    explanation: q.explanation,
    category: q.category,
    rule_reference: q.ruleReference,
    ...(q.edition ? { edition: q.edition } : {}),
    ...(q.tags.length ? { tags: q.tags } : {}),
  };
}

const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
