import type { QuestionFlagDto } from '@league/contract';
import type { FlagRow } from './flags.repository.js';

export interface AskedQuestion {
  questionText: string;
  answer: string | null;
  /** null when the reader may not see the key (a taker while the review policy keeps it closed). */
  correctAnswer: string | null;
}

/** A flag with the question as the flagged attempt asked it (its snapshot), not as the bank reads now. */
export function toQuestionFlagDto(flag: FlagRow, asked: AskedQuestion | undefined): QuestionFlagDto {
  return {
    id: flag.id,
    question_id: flag.questionId,
    question_version: flag.questionVersion,
    question_text: asked?.questionText ?? '',
    attempt_id: flag.attemptId,
    quiz_id: flag.attempt.quizId,
    quiz_title: flag.attempt.quiz.title,
    user_id: flag.userId,
    username: flag.user.username,
    user_answer: asked?.answer ?? null,
    correct_answer: asked?.correctAnswer ?? null,
    comment: flag.comment,
    status: flag.status,
    created_at: flag.createdAt.toISOString(),
    resolved_at: flag.resolvedAt?.toISOString() ?? null,
    resolved_by: flag.resolvedBy?.username ?? null,
  };
}
