import type { Db } from '../../../lib/db/database.js';
import type { QuizStatus } from '../../../generated/prisma/enums.js';
import { createUser, unique } from '../../../testing/factories.js';

/** A referee administrator and a referee in a new league of their own. */
export async function createQuizLeague(db: Db) {
  const manager = await createUser(db, { userType: 'referee_admin' });
  const referee = await createUser(db, { userType: 'referee', leagueId: manager.leagueId });
  return { manager, referee, leagueId: manager.leagueId };
}

export const sampleQuestions = [
  {
    question_text: 'The shot clock period is 24 seconds.',
    question_type: 'true_false',
    options: [],
    correct_answer: 'true',
    explanation: 'A team must attempt a shot within 24 seconds.',
    rule_reference: 'Art. 29',
  },
  {
    question_text: 'How many seconds to bring the ball into the frontcourt?',
    question_type: 'single_choice',
    options: ['5', '8', '10', ''],
    correct_answer: '8',
    explanation: 'Eight seconds.',
    rule_reference: 'Art. 28',
  },
  {
    question_text: 'How many fouls disqualify a player?',
    question_type: 'multiple_choice',
    options: ['4', '5', '6'],
    correct_answer: '5',
    explanation: 'Five fouls.',
    rule_reference: 'Art. 40',
  },
];

export function quizBody(overrides: Record<string, unknown> = {}) {
  return {
    title: unique('Rules quiz '),
    description: 'Basics',
    time_limit_minutes: 15,
    passing_score: 60,
    questions: sampleQuestions,
    ...overrides,
  };
}

/** A quiz written straight to the database, with the sample questions (answers: true, 8, 5). */
export async function createQuizRow(
  db: Db,
  leagueId: number,
  data: { status?: QuizStatus; startDate?: Date | null; endDate?: Date | null; timeLimitMinutes?: number; passingScore?: number } = {},
) {
  return db.quiz.create({
    data: {
      title: unique('Quiz '),
      status: data.status ?? 'active',
      startDate: data.startDate ?? null,
      endDate: data.endDate ?? null,
      timeLimitMinutes: data.timeLimitMinutes ?? 10,
      passingScore: data.passingScore ?? 60,
      leagueId,
      questions: {
        createMany: {
          data: sampleQuestions.map((q, i) => ({
            questionText: q.question_text,
            questionType: q.question_type as 'true_false' | 'single_choice' | 'multiple_choice',
            options: q.options.filter(Boolean),
            correctAnswer: q.correct_answer,
            explanation: q.explanation,
            ruleReference: q.rule_reference,
            order: i + 1,
            leagueId,
          })),
        },
      },
    },
    include: { questions: { orderBy: { order: 'asc' } } },
  });
}

/** A wrong but valid answer: the other truth value, or an option that is not the key. */
export function wrongAnswerFor(q: { correctAnswer: string; questionType: string; options?: unknown }): string {
  if (q.questionType === 'true_false') return q.correctAnswer === 'true' ? 'false' : 'true';
  const options = Array.isArray(q.options) ? (q.options as string[]) : [];
  return options.find((o) => o !== q.correctAnswer) ?? 'definitely wrong';
}

/** Answers by question id: all right, or the first `wrong` of them wrong. */
export function answersFor(questions: { id: number; correctAnswer: string; questionType: string; options?: unknown }[], wrong = 0) {
  return Object.fromEntries(questions.map((q, i) => [String(q.id), i < wrong ? wrongAnswerFor(q) : q.correctAnswer]));
}
