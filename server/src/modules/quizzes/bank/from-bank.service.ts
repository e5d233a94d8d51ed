import { AppError } from '../../../lib/app-error.js';
import { requireAllInLeague, requireInLeague, type LeagueContext } from '../../../lib/permissions.js';
import type { AddQuestionsFromBankInput } from '@league/contract';
import { assertFixedList } from '../questions.service.js';
import { assertQuestionSetEditable } from '../quiz-edit-rules.js';
import { getQuiz } from '../quizzes.service.js';
import * as repo from './from-bank.repository.js';

/**
 * Puts approved bank questions into a draft quiz's fixed list, after its last question and in
 * the order given. A question only in the bank joins the quiz; one another quiz already lists
 * is copied (bank fields and all), so that quiz keeps its own. Ones already in this quiz stay.
 */
export async function addQuestionsFromBank(ctx: LeagueContext, quizId: number, input: AddQuestionsFromBankInput) {
  const quiz = await requireInLeague(ctx, 'quiz', quizId);
  assertQuestionSetEditable(quiz.status, 'added');
  assertFixedList(quiz);
  const found = await requireAllInLeague(ctx, 'question', input.question_ids);
  const byId = new Map(found.map((q) => [q.id, q]));
  const questions = input.question_ids.map((id) => byId.get(id)!);
  const draft = questions.find((q) => q.status !== 'approved');
  if (draft) {
    throw AppError.conflict(`"${shorten(draft.questionText)}" is still a draft in the review queue: approve it before adding it to a quiz.`, { question_id: draft.id });
  }
  await repo.addToQuiz(ctx.db, quiz, questions.filter((q) => q.quizId !== quiz.id));
  return getQuiz(ctx, quiz.id);
}

const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}...` : text);
