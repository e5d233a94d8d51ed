import type { DetailedResult } from '@/api/quizzes/quiz-session-types';

export interface ReviewChoice {
  letter: string;
  value: string;
  label: string;
}

const letterFor = (index: number) => String.fromCharCode(65 + index);

/** The choices as the quiz showed them, lettered A, B, ... (true/false answers are stored as 'true'/'false'). */
export function reviewChoices(result: Pick<DetailedResult, 'question_type' | 'options'>): ReviewChoice[] {
  const pairs = result.question_type === 'true_false'
    ? [{ value: 'true', label: 'True' }, { value: 'false', label: 'False' }]
    : result.options.map((o) => ({ value: o, label: o }));
  return pairs.map((p, i) => ({ ...p, letter: letterFor(i) }));
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** "B. 14 seconds" for an answer that is one of the choices; the raw text otherwise. */
export function describeAnswer(choices: ReviewChoice[], value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') return 'Not answered';
  const choice = choices.find((c) => same(c.value, value));
  return choice ? `${choice.letter}. ${choice.label}` : value;
}

export const isSameAnswer = (value: string | null | undefined, other: string) => !!value && same(value, other);
