import type { QuestionType } from '../../../generated/prisma/enums.js';
import type { AnswerMap } from './attempt-answers.js';
import { isAnswerCorrect, readOptions } from '@league/contract';

/** A question as the attempt asked it (its snapshot row). */
export interface AskedForScoring {
  id: number;
  questionId: number;
  questionType: QuestionType;
  options: unknown;
  correctAnswer: string;
}

/**
 * Scores answers (question id → answer) against the questions as the attempt asked them.
 * Every question gets a row (answer null when unanswered), so statistics count it as missed.
 */
export function scoreAnswers(asked: AskedForScoring[], answers: AnswerMap, passingScore: number) {
  const rows = asked.map((q) => {
    const given = answers[String(q.questionId)];
    const answer = typeof given === 'string' && given.trim() !== '' ? given.trim() : null;
    const shape = { question_type: q.questionType, options: readOptions(q.options), correct_answer: q.correctAnswer };
    return { id: q.id, answer, isCorrect: isAnswerCorrect(shape, answer ?? undefined) };
  });
  const correct = rows.filter((r) => r.isCorrect).length;
  const exact = asked.length ? (correct / asked.length) * 100 : 0;
  return {
    rows,
    correctAnswers: correct,
    totalQuestions: asked.length,
    score: Math.round(exact * 100) / 100,
    // Compared unrounded, with slack for float error, so 7/10 meets a passing score of 70.
    passed: exact + 1e-9 >= passingScore,
  };
}
