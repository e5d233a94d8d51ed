import { AppError } from '../app-error.js';
import { Prisma } from '../../generated/prisma/client.js';

// The unique indexes users can run into, each with the sentence they read. Services check
// first (names compare without case, which the indexes don't) and throw the same answer; a
// write that loses a race against the index (P2002) gets it from the error middleware.

/** Answers null when the name is not known, so the generic sentence is used instead. */
const named = (what: string, where: string, code: string) => (name?: string) =>
  name === undefined ? null : AppError.badRequest(`A ${what} named "${name}" already exists in this ${where}.`, { fields: { name: 'taken' } }, code);

const rules = {
  Season: named('season', 'league', 'season_name_taken'),
  Division: named('division', 'season', 'division_name_taken'),
  Skill: named('skill', 'division', 'skill_name_taken'),
  Team: () => AppError.badRequest('A team with this name already exists in this division.', { fields: { name: 'taken' } }, 'team_name_taken'),
  PlayerSkillRating: () =>
    AppError.badRequest('This player already has a rating for this skill.', { fields: { skill: 'duplicate' } }, 'duplicate_rating'),
  // One flag per attempt and question: a second is a conflict with the first, not bad input.
  QuestionFlag: () => new AppError(409, 'You have already flagged this question for this attempt.', 'already_flagged'),
} satisfies Record<string, (name?: string) => AppError | null>;

export type UniqueModel = keyof typeof rules;

const anyDuplicate = (target?: unknown) =>
  AppError.badRequest('A record with the same unique value already exists.', { target }, 'duplicate');

export function uniqueConflict(model: UniqueModel, name?: string): AppError {
  return rules[model](name) ?? anyDuplicate();
}

/** True when a write lost a race against a unique index. */
export function isUniqueViolation(err: unknown): err is Prisma.PrismaClientKnownRequestError {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002';
}

/** The answer to a P2002: the model's sentence, naming the value the request sent. */
export function answerUniqueViolation(err: Prisma.PrismaClientKnownRequestError, sentName: unknown): AppError {
  const model = err.meta?.modelName;
  const name = typeof sentName === 'string' ? sentName.trim() : undefined;
  const known = typeof model === 'string' && model in rules ? rules[model as UniqueModel](name) : null;
  return known ?? anyDuplicate(err.meta?.target);
}
