import { matchChoices, readChoiceList, sameChoices, writeChoiceList } from './choice-list.js';

/** The types with exactly one right answer (the AI writes only these). */
export const singleAnswerTypes = ['multiple_choice', 'single_choice', 'true_false'] as const;
/** multiple_response: "select all that apply", any number of right options (decision 0053). */
export const questionTypes = [...singleAnswerTypes, 'multiple_response'] as const;
export type QuestionType = (typeof questionTypes)[number];

export interface QuestionShape {
  question_type: QuestionType;
  options: string[];
  correct_answer: string;
}

export interface RuleProblem {
  field: 'options' | 'correct_answer';
  message: string;
}

const typeLabel: Record<QuestionType, string> = {
  multiple_choice: 'multiple choice',
  single_choice: 'single choice',
  true_false: 'true/false',
  multiple_response: 'select-all-that-apply',
};

/** Forms send every option slot; the empty ones are not options. */
export function cleanOptions(options: string[]): string[] {
  return options.map((o) => o.trim()).filter((o) => o.length > 0);
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The one rule set for a question of each type, used for typed-in and AI-generated questions alike. */
export function checkQuestionRules(q: QuestionShape, maxOptions: number): RuleProblem | null {
  if (q.question_type === 'true_false') {
    if (!['true', 'false'].includes(q.correct_answer.trim().toLowerCase())) {
      return { field: 'correct_answer', message: "The correct answer of a true/false question must be 'true' or 'false'." };
    }
    return null;
  }
  if (q.options.length < 2) {
    return { field: 'options', message: `Please provide at least 2 options for ${typeLabel[q.question_type]} questions.` };
  }
  if (q.options.length > maxOptions) return { field: 'options', message: `A question can have at most ${maxOptions} options.` };
  if (q.options.some((o, i) => q.options.findIndex((p) => sameText(o, p)) !== i)) {
    return { field: 'options', message: 'Options must be different from each other.' };
  }
  if (q.question_type === 'multiple_response') return checkChoiceListKey(q);
  if (!q.options.some((o) => sameText(o, q.correct_answer))) {
    return { field: 'correct_answer', message: 'The correct answer must be one of the options.' };
  }
  return null;
}

/** Stores 'true'/'false' in lower case and a choice answer exactly as its option reads. */
export function normalizeQuestion<Q extends QuestionShape>(q: Q): Q {
  if (q.question_type === 'true_false') return { ...q, options: [], correct_answer: q.correct_answer.trim().toLowerCase() };
  if (q.question_type === 'multiple_response') return { ...q, correct_answer: writeChoiceList(matchChoices(q.options, readChoiceList(q.correct_answer))) };
  const option = q.options.find((o) => sameText(o, q.correct_answer));
  return { ...q, correct_answer: option ?? q.correct_answer.trim() };
}

/** Whether a submitted answer matches the stored correct answer of its question. */
export function isAnswerCorrect(q: QuestionShape, answer: string | undefined): boolean {
  if (answer === undefined || answer.trim() === '') return false;
  if (q.question_type === 'multiple_response') return sameChoices(readChoiceList(answer), readChoiceList(q.correct_answer));
  return sameText(answer, q.correct_answer);
}

/** Options are stored as JSON; anything that is not a list of strings reads as no options. */
export function readOptions(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((o): o is string => typeof o === 'string') : [];
}

/** A select-all key: at least one right option, each one of the options, none twice. */
function checkChoiceListKey(q: QuestionShape): RuleProblem | null {
  const key = readChoiceList(q.correct_answer);
  if (key.length === 0) return { field: 'correct_answer', message: 'Tick at least one right option of a select-all-that-apply question.' };
  if (key.some((k) => !q.options.some((o) => sameText(o, k)))) {
    return { field: 'correct_answer', message: 'Every right answer must be one of the options.' };
  }
  if (new Set(key.map((k) => k.trim().toLowerCase())).size !== key.length) {
    return { field: 'correct_answer', message: 'A right answer is listed twice.' };
  }
  return null;
}
