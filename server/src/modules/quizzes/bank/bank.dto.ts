import type { Question } from '../../../generated/prisma/client.js';
import type { BankQuestionDto, QuestionCheckDto } from '@league/contract';
import { toQuestionDto } from '../quizzes.dto.js';

export type BankQuestionRow = Question & { quiz: { title: string } | null; _count: { flags: number } };

export function toBankQuestionDto(q: BankQuestionRow): BankQuestionDto {
  return {
    ...toQuestionDto(q),
    category: q.category,
    difficulty: q.difficulty,
    edition: q.edition,
    tags: q.tags,
    name: q.name,
    idnumber: q.idnumber,
    status: q.status,
    source: q.source,
    checks: readChecks(q.checks),
    version: q.version,
    quiz_id: q.quizId,
    quiz_title: q.quiz?.title ?? null,
    flags_open: q._count.flags,
    created_at: q.createdAt.toISOString(),
    updated_at: q.updatedAt.toISOString(),
  };
}

/** Checks are stored as JSON; entries that are not checks are left out rather than sent half-formed. */
function readChecks(value: unknown): QuestionCheckDto[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((c): c is Record<string, unknown> => typeof c === 'object' && c !== null && typeof c.name === 'string')
    .map((c) => ({ name: String(c.name), passed: c.passed === true, reason: typeof c.reason === 'string' ? c.reason : '' }));
}
