import { checkQuestionRules, isAnswerCorrect, type QuestionCheckDto, type QuestionShape } from '@league/contract';
import { citedArticles, isArticleInSource } from './cited-articles.js';
import { findNearDuplicate, nearDuplicateThreshold, type ComparableText, type NearDuplicate } from './text-similarity.js';

/** Questions the model writes have 2-4 options (its prompt asks for that). */
export const maxGeneratedOptions = 4;

export interface CheckContext {
  /** Article numbers found in the source text; null when no source was given. */
  sourceArticles: Set<string> | null;
  /** The league's bank (every question, drafts included), prepared for comparison. */
  bank: ComparableText[];
}

interface CheckedQuestion extends QuestionShape {
  question_text: string;
  rule_reference: string;
}

/**
 * The checks every generated question gets (decision 0024). A failed check keeps the question
 * (flagged, as a draft) so the reviewer sees what the model got wrong; it never hides it.
 */
export function checkGeneratedQuestion(q: CheckedQuestion, context: CheckContext): QuestionCheckDto[] {
  return [checkCitation(q, context.sourceArticles), ...checkAnswerAndOptions(q), checkDuplicate(q, context.bank)];
}

function checkCitation(q: CheckedQuestion, articles: Set<string> | null): QuestionCheckDto {
  const cited = citedArticles(q.rule_reference);
  if (!cited.length) return { name: 'cites_source', passed: false, reason: 'No article number is cited in the rule reference.' };
  const list = cited.map((a) => `Art. ${a}`).join(', ');
  if (!articles) return { name: 'cites_source', passed: true, reason: `Cites ${list}; no source text was given to check it against.` };
  if (!articles.size) return { name: 'cites_source', passed: false, reason: 'The source text numbers no articles, so the citation cannot be checked against it.' };
  const outside = cited.filter((a) => !isArticleInSource(a, articles));
  if (outside.length === cited.length) {
    return { name: 'cites_source', passed: false, reason: `Cites ${list}, which the source text does not contain.` };
  }
  return { name: 'cites_source', passed: true, reason: `Cites ${list}, found in the source text.` };
}

function checkAnswerAndOptions(q: CheckedQuestion): QuestionCheckDto[] {
  const problem = checkQuestionRules(q, maxGeneratedOptions);
  const answerInOptions = q.question_type === 'true_false' ? problem?.field !== 'correct_answer' : q.options.some((o) => isAnswerCorrect(q, o));
  const answerReason = q.question_type === 'true_false' ? "The correct answer must be 'true' or 'false'." : `The correct answer "${q.correct_answer}" is not one of the options.`;
  const optionsProblem = problem?.field === 'options' ? problem.message : null;
  return [
    { name: 'answer_in_options', passed: answerInOptions, reason: answerInOptions ? '' : answerReason },
    { name: 'options_distinct', passed: !optionsProblem, reason: optionsProblem ?? '' },
  ];
}

function checkDuplicate(q: CheckedQuestion, bank: ComparableText[]): QuestionCheckDto {
  return duplicateCheckOf(findNearDuplicate(q.question_text, bank));
}

/** The not_duplicate check of a text's nearest bank question (findNearDuplicate), for generated and imported questions alike. */
export function duplicateCheckOf(found: Pick<NearDuplicate, 'similarity'> & { match: { id: number; text: string } } | null): QuestionCheckDto {
  if (!found) return { name: 'not_duplicate', passed: true, reason: '' };
  const percent = Math.round(found.similarity * 100);
  return {
    name: 'not_duplicate',
    passed: false,
    reason: `${percent}% similar to bank question #${found.match.id}: "${found.match.text}" (the limit is ${Math.round(nearDuplicateThreshold * 100)}%).`,
  };
}
