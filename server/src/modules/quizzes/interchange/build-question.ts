import { checkQuestionRules, maxOptionsPerQuestion, writeChoiceList } from '@league/contract';
import { mergeExplanation } from './explanation.js';
import { InterchangeFormatError, type ImportWarning, type InterchangeQuestion, type SkippedQuestion } from './question-model.js';

/** What both parsers know about a question before its answers are read. */
export interface QuestionHead {
  index: number;
  title?: string;
  text: string;
  category: string;
  ruleReference?: string;
  generalFeedback: string;
  /** Where the question is, for error sentences: 'Question 4 "Travel" (line 12)'. */
  where: string;
  line?: number;
}

export interface Choice {
  text: string;
  /** Percent of the mark: 100 right, 0 wrong, partial or negative for multiple-response. */
  weight: number;
  feedback: string;
}

/** `warning`: the question came in, but not exactly as written (a sentence saying what changed). */
export type BuildOutcome = { question: InterchangeQuestion; warning?: string } | { skipped: SkippedQuestion };

/** The report's lines for an imported question: what changed, then each of its media not kept as it was, all naming it. */
export function reportOf(index: number, outcome: Extract<BuildOutcome, { question: InterchangeQuestion }>): ImportWarning[] {
  const named = { index, ...(outcome.question.title ? { title: outcome.question.title } : {}) };
  return [...(outcome.warning ? [outcome.warning] : []), ...(outcome.question.media_notes ?? [])].map((message) => ({ ...named, message }));
}

/** Adds a sentence saying what changed to an imported question's report line. */
export function withNote(outcome: BuildOutcome, note: string | undefined): BuildOutcome {
  if (!note || !('question' in outcome)) return outcome;
  return { ...outcome, warning: outcome.warning ? `${outcome.warning} ${note}` : note };
}

export function describeQuestion(index: number, title: string | undefined): string {
  return title ? `Question ${index} ("${title}")` : `Question ${index}`;
}

export function skipQuestion(head: Pick<QuestionHead, 'index' | 'title'>, type: string, reason: string): BuildOutcome {
  return { skipped: { index: head.index, ...(head.title ? { title: head.title } : {}), type, reason } };
}

function baseQuestion(head: QuestionHead): Omit<InterchangeQuestion, 'question_type' | 'options' | 'correct_answer' | 'explanation'> {
  return {
    ...(head.title ? { title: head.title } : {}),
    question_text: head.text,
    category: head.category,
    ...(head.ruleReference ? { rule_reference: head.ruleReference } : {}),
  };
}

export function buildTrueFalse(head: QuestionHead, answer: boolean, feedbackTrue: string, feedbackFalse: string): BuildOutcome {
  if (head.text === '') return skipQuestion(head, 'true/false', 'It has no question text.');
  const explanation = mergeExplanation(head.generalFeedback, [
    { option: 'True', feedback: feedbackTrue },
    { option: 'False', feedback: feedbackFalse },
  ]);
  return { question: { ...baseQuestion(head), question_type: 'true_false', options: [], correct_answer: String(answer), explanation } };
}

/**
 * A choice question: one option earning marks makes a multiple-choice question; two or more
 * make a "select all that apply" one (multiple_response, decision 0053), its key the options
 * that earn marks. Partial weights are read as right or wrong: a question is scored all right
 * and none wrong. A single-answer question (Moodle's `single`) with one 100% option and partial
 * credit on others stays multiple choice with the 100% option as its key: the partial credit
 * is dropped and the warning says so (decision 0075).
 */
export function buildChoice(head: QuestionHead, choices: Choice[], noAnswerHint: string, typeName: string, single = false): BuildOutcome {
  let right = choices.filter((c) => c.weight > 0);
  if (right.length === 0) {
    const at = head.line === undefined ? {} : { line: head.line };
    throw new InterchangeFormatError(`${head.where} has no correct answer: ${noAnswerHint}`, { ...at, questionIndex: head.index });
  }
  if (head.text === '') return skipQuestion(head, typeName, 'It has no question text.');
  if (choices.some((c) => c.text === '')) return skipQuestion(head, typeName, 'One of its answers is empty.');
  const full = right.filter((c) => c.weight >= 100);
  const partial = single && full.length === 1 ? right.filter((c) => c.weight < 100) : [];
  if (partial.length) right = full;
  const options = choices.map((c) => c.text);
  const type = right.length > 1 ? 'multiple_response' : 'multiple_choice';
  const correct = type === 'multiple_response' ? writeChoiceList(right.map((c) => c.text)) : right[0]!.text;
  const problem = checkQuestionRules({ question_type: type, options, correct_answer: correct }, maxOptionsPerQuestion);
  if (problem) return skipQuestion(head, typeName, problem.message);
  const explanation = mergeExplanation(head.generalFeedback, choices.map((c) => ({ option: c.text, feedback: c.feedback })));
  const question: InterchangeQuestion = { ...baseQuestion(head), question_type: type, options, correct_answer: correct, explanation };
  return partial.length ? { question, warning: partialCreditDropped(right[0]!.text, partial) } : { question };
}

function partialCreditDropped(key: string, partial: Choice[]): string {
  const list = partial.map((c) => `"${c.text}" (${Number(c.weight.toFixed(2))}%)`).join(', ');
  return `Imported with "${key}" as its one right answer; the partial credit on ${list} was dropped (a bank question is scored right or wrong).`;
}
