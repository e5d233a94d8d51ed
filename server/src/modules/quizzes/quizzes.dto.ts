import type { Question, Quiz, QuizAttempt } from '../../generated/prisma/client.js';
import { questionsAsked, readDrawRules } from './drawing/draw-rules.js';
import { readOptions, type PublicQuestionDto, type QuestionDto, type QuizDto } from '@league/contract';

export type QuizRow = Quiz & { _count: { questions: number } };
type AttemptSummary = Pick<QuizAttempt, 'id' | 'status' | 'passed' | 'score'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toQuizDto(quiz: QuizRow, userAttempt?: AttemptSummary | null): QuizDto {
  return {
    id: quiz.id,
    title: quiz.title,
    description: quiz.description,
    questions_count: questionsAsked(quiz.drawRules, quiz._count.questions),
    time_limit_minutes: quiz.timeLimitMinutes,
    passing_score: quiz.passingScore,
    start_date: iso(quiz.startDate),
    end_date: iso(quiz.endDate),
    status: quiz.status,
    max_attempts: quiz.maxAttempts,
    cooldown_hours: quiz.cooldownHours,
    stop_after_pass: quiz.stopAfterPass,
    score_policy: quiz.scorePolicy,
    review: quiz.review,
    draw_rules: readDrawRules(quiz.drawRules),
    shuffle_questions: quiz.shuffleQuestions,
    shuffle_options: quiz.shuffleOptions,
    recertification_edition: quiz.recertificationEdition,
    ai_generated: quiz.aiGenerated,
    ai_prompt_used: quiz.aiPromptUsed,
    created_at: quiz.createdAt.toISOString(),
    updated_at: quiz.updatedAt.toISOString(),
    user_attempt: userAttempt
      ? { id: userAttempt.id, status: userAttempt.status, passed: userAttempt.passed, score: userAttempt.score }
      : null,
  };
}

/** What a quiz taker may see: never the correct answer or the explanation. */
export function toPublicQuestionDto(q: Question): PublicQuestionDto {
  return {
    id: q.id,
    question_text: q.questionText,
    question_type: q.questionType,
    options: readOptions(q.options),
    rule_reference: q.ruleReference,
    order: q.order,
  };
}

/** The full question, for quiz managers and for results after a submission. */
export function toQuestionDto(q: Question): QuestionDto {
  return { ...toPublicQuestionDto(q), correct_answer: q.correctAnswer, explanation: q.explanation };
}
