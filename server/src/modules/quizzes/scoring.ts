import type { Question } from '../../generated/prisma/client.js';
import { isAnswerCorrect, readOptions } from '@league/contract';

export interface ScoredAnswer {
  questionId: number;
  answer: string;
  isCorrect: boolean;
}

/**
 * Scores answers (question id → answer) against the quiz's questions. Every question gets a
 * row, '' when unanswered, so per-question statistics count an unanswered question as missed.
 */
export function scoreAnswers(questions: Question[], answers: Record<string, string | null>, passingScore: number) {
  const rows: ScoredAnswer[] = questions.map((q) => {
    const answer = (answers[String(q.id)] ?? '').trim();
    const shape = { question_type: q.questionType, options: readOptions(q.options), correct_answer: q.correctAnswer };
    return { questionId: q.id, answer, isCorrect: isAnswerCorrect(shape, answer) };
  });
  const correct = rows.filter((r) => r.isCorrect).length;
  const exact = questions.length ? (correct / questions.length) * 100 : 0;
  return {
    rows,
    correctAnswers: correct,
    totalQuestions: questions.length,
    score: Math.round(exact * 100) / 100,
    // Compared unrounded, with slack for float error, so 7/10 meets a passing score of 70.
    passed: exact + 1e-9 >= passingScore,
  };
}
