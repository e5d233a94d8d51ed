import type { Db } from '../../../lib/db/database.js';
import type { Prisma, Question } from '../../../generated/prisma/client.js';

/** In one transaction: bank-only questions join the quiz, others are copied into it, each after the last. */
export function addToQuiz(db: Db, quiz: { id: number; leagueId: number }, questions: Question[]) {
  return db.$transaction(async (tx) => {
    const last = await tx.question.aggregate({ where: { quizId: quiz.id }, _max: { order: true } });
    let order = last._max.order ?? 0;
    for (const q of questions) {
      order += 1;
      if (q.quizId === null) await tx.question.update({ where: { id: q.id }, data: { quizId: quiz.id, order } });
      else await tx.question.create({ data: { ...copyOf(q), quizId: quiz.id, order } });
    }
  });
}

/** A new question with the same content and bank fields; its own history starts at version 1. */
function copyOf(q: Question): Omit<Prisma.QuestionUncheckedCreateInput, 'quizId' | 'order'> {
  return {
    leagueId: q.leagueId,
    questionText: q.questionText,
    questionType: q.questionType,
    options: q.options ?? [],
    correctAnswer: q.correctAnswer,
    explanation: q.explanation,
    ruleReference: q.ruleReference,
    category: q.category,
    difficulty: q.difficulty,
    edition: q.edition,
    tags: q.tags,
    status: q.status,
    source: q.source,
    checks: q.checks ?? [],
  };
}
