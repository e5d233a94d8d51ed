import { AppError } from '../../../lib/app-error.js';
import type { Db } from '../../../lib/db/database.js';
import type { Question } from '../../../generated/prisma/client.js';
import { readOptions } from '@league/contract';
import type { AskedQuestionRow } from '../attempts/attempts.repository.js';
import * as repo from '../attempts/attempts.repository.js';
import { countPoolByCategory, listDrawPool, recertificationPoolWords } from './draw-pool.js';
import { readDrawRules } from './draw-rules.js';
import { drawQuestions, findShortCategory, shuffle, type DrawRule } from './question-draw.js';

interface QuizToAsk {
  leagueId: number;
  drawRules: unknown;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  /** A recertification quiz draws only its edition's rule-change questions (decision 0082). */
  recertificationEdition: string | null;
  questions: Question[];
}

/**
 * The questions a new attempt asks, in the order it asks them: the quiz's fixed list, or a
 * fresh draw from the bank preferring questions this referee has not been asked yet. Only
 * approved questions are asked. Shuffled orders go into the snapshot, so resume and review
 * show the attempt exactly as it was laid out.
 */
export async function pickAttemptQuestions(db: Db, quiz: QuizToAsk, userId: number, random: () => number = Math.random): Promise<AskedQuestionRow[]> {
  const rules = readDrawRules(quiz.drawRules);
  const chosen = rules ? await drawFromBank(db, quiz, rules, userId, random) : quiz.questions.filter((q) => q.status === 'approved');
  const ordered = quiz.shuffleQuestions ? shuffle(chosen, random) : chosen;
  return ordered.map((q, index) => ({
    questionId: q.id,
    questionVersion: q.version,
    category: q.category,
    position: index + 1,
    questionText: q.questionText,
    questionType: q.questionType,
    options: quiz.shuffleOptions ? shuffle(readOptions(q.options), random) : readOptions(q.options),
    correctAnswer: q.correctAnswer,
    explanation: q.explanation,
    ruleReference: q.ruleReference,
  }));
}

async function drawFromBank(db: Db, quiz: QuizToAsk, rules: DrawRule[], userId: number, random: () => number): Promise<Question[]> {
  const edition = quiz.recertificationEdition;
  const pool = await listDrawPool(db, quiz.leagueId, rules.map((r) => r.category), edition);
  // The bank may have shrunk since the quiz was saved (questions deleted, sent back to draft or retagged).
  const short = findShortCategory(rules, countPoolByCategory(pool), edition ? recertificationPoolWords(edition) : '');
  if (short) throw AppError.badRequest(`This quiz cannot draw its questions right now. ${short}`, undefined, 'draw_short');
  const seen = new Set(await repo.listAskedQuestionIds(db, userId));
  const ids = drawQuestions(pool, rules, seen, random);
  const byId = new Map((await repo.listQuestionsByIds(db, ids)).map((q) => [q.id, q]));
  return ids.map((id) => byId.get(id)!);
}
