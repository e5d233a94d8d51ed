import { readChoiceList } from '@league/contract';
import type { InterchangeQuestion } from './question-model.js';

/**
 * The Moodle marks of a choice question's options, percent: the right option 100 and the others
 * 0; for a select-all question each right option an equal share of 100 (a value from Moodle's
 * list for 1 to 10 right options) and each wrong one -100, so a wrong tick costs the question
 * in Moodle too, as it does here (all right and none wrong, decision 0053).
 */
export function optionWeights(q: InterchangeQuestion): { text: string; weight: string }[] {
  if (q.question_type !== 'multiple_response') return q.options.map((text) => ({ text, weight: text === q.correct_answer ? '100' : '0' }));
  const right = new Set(readChoiceList(q.correct_answer));
  const share = String(Number((100 / Math.max(right.size, 1)).toFixed(5)));
  return q.options.map((text) => ({ text, weight: right.has(text) ? share : '-100' }));
}
