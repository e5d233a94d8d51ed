import { AppError } from '../../lib/app-error.js';
import type { QuizStatus } from '../../generated/prisma/enums.js';
import { quizPolicyFieldNames } from '@league/contract';

// What each status lets a manager change. A field sent with its current value is no change,
// so a form that sends everything still works; only real changes are checked.
const quizFieldsByStatus: Record<QuizStatus, readonly string[] | 'all'> = {
  draft: 'all',
  // The attempt policy may change while referees take the quiz (e.g. granting more attempts to all).
  // Shuffles only change how later attempts are laid out, never what was asked or scored.
  active: ['title', 'description', 'end_date', ...quizPolicyFieldNames, 'shuffle_questions', 'shuffle_options'],
  archived: [],
};

// Bank metadata (category, difficulty, edition, tags, Moodle's name and ID number) never changes what an attempt asked or how it is scored.
const metadataFields = ['category', 'difficulty', 'edition', 'tags', 'name', 'idnumber'];
const questionFieldsByStatus: Record<QuizStatus, readonly string[] | 'all'> = {
  draft: 'all',
  active: ['question_text', 'explanation', ...metadataFields],
  archived: ['question_text', 'explanation', ...metadataFields],
};

const allowedBy = (rule: readonly string[] | 'all', field: string) => rule === 'all' || rule.includes(field);

export function assertQuizChangesAllowed(status: QuizStatus, changed: string[]): void {
  const refused = changed.filter((f) => !allowedBy(quizFieldsByStatus[status], f));
  if (!refused.length) return;
  if (status === 'archived') {
    throw AppError.badRequest('This quiz is archived: its title, description, dates and settings cannot be changed. Set it to draft to make changes.', { fields: Object.fromEntries(refused.map((f) => [f, 'locked'])) }, 'quiz_locked');
  }
  throw AppError.badRequest(
    `This quiz is active: only its title, description, end date and attempt settings can be changed (not ${refused.join(', ')}). Set it to draft for structural changes.`,
    { fields: Object.fromEntries(refused.map((f) => [f, 'locked'])) },
    'quiz_locked',
  );
}

export function assertQuestionChangesAllowed(status: QuizStatus, changed: string[]): void {
  const refused = changed.filter((f) => !allowedBy(questionFieldsByStatus[status], f));
  if (!refused.length) return;
  throw AppError.badRequest(
    `This quiz is ${status}: questions only allow fixes to their text and explanation (not ${refused.join(', ')}). Set the quiz to draft for structural changes.`,
    { fields: Object.fromEntries(refused.map((f) => [f, 'locked'])) },
    'quiz_locked',
  );
}

/** Adding or deleting questions changes what past attempts were scored on: drafts only. */
export function assertQuestionSetEditable(status: QuizStatus, action: 'added' | 'deleted'): void {
  if (status === 'draft') return;
  throw AppError.badRequest(`Questions can only be ${action} while the quiz is a draft. Set it to draft first.`, undefined, 'quiz_locked');
}

/** The names of the fields whose new value differs from the current one. */
export function changedFields(current: Record<string, unknown>, next: Record<string, unknown>): string[] {
  return Object.keys(next).filter((key) => next[key] !== undefined && !sameValue(current[key], next[key]));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return (a as Date | null)?.getTime?.() === (b as Date | null)?.getTime?.();
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}
