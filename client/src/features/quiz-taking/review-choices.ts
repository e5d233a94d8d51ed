import { readChoiceList } from '@league/contract';
import type { DetailedResultDto } from '@/api/quizzes/quiz-session-types';

export interface ReviewChoice {
  letter: string;
  value: string;
  label: string;
}

const letterFor = (index: number) => String.fromCharCode(65 + index);

/** The choices as the quiz showed them, lettered A, B, ... (true/false answers are stored as 'true'/'false'). */
export function reviewChoices(result: Pick<DetailedResultDto, 'question_type' | 'options'>): ReviewChoice[] {
  const pairs = result.question_type === 'true_false'
    ? [{ value: 'true', label: 'True' }, { value: 'false', label: 'False' }]
    : result.options.map((o) => ({ value: o, label: o }));
  return pairs.map((p, i) => ({ ...p, letter: letterFor(i) }));
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

type QuestionTypeOf = DetailedResultDto['question_type'];

/** The options an answer names: a select-all answer's list (decision 0053), else the one text. */
const namedOptions = (type: QuestionTypeOf, value: string) => (type === 'multiple_response' ? readChoiceList(value) : [value]);

/** "B. 14 seconds" for an answer that is one of the choices ("A. Travelling; C. Double dribble" for a select-all one); the raw text otherwise. */
export function describeAnswer(choices: ReviewChoice[], value: string | null | undefined, type: QuestionTypeOf = 'multiple_choice'): string {
  if (value === null || value === undefined || value.trim() === '') return 'Not answered';
  return namedOptions(type, value)
    .map((v) => {
      const choice = choices.find((c) => same(c.value, v));
      return choice ? `${choice.letter}. ${choice.label}` : v;
    })
    .join('; ');
}

/** Whether an answer (or key) names this choice: equal to it, or for a select-all question, listing it. */
export function namesChoice(value: string | null | undefined, choice: string, type: QuestionTypeOf = 'multiple_choice'): boolean {
  if (!value) return false;
  return namedOptions(type, value).some((v) => same(v, choice));
}

