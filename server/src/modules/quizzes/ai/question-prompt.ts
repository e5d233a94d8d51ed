import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { QuestionType } from '../../../generated/prisma/enums.js';

const systemPrompt = [
  'You are an experienced FIBA referee instructor writing quiz questions for youth-league basketball referees.',
  'Base every question on the current FIBA Official Basketball Rules and Official Interpretations; never invent rules.',
  'Answer only with JSON of the form {"questions": [...]}; each question has question_text, question_type, options, correct_answer, explanation, rule_reference and difficulty.',
  'Rules for each question type:',
  '- true_false: options is an empty list and correct_answer is exactly "true" or "false".',
  '- single_choice and multiple_choice: 2 to 4 distinct, non-empty options; correct_answer is exactly the text of the one correct option.',
  'explanation: one or two sentences on why the answer is right. rule_reference: the FIBA article, e.g. "FIBA OBR Art. 29.1".',
  'difficulty: easy, medium or hard for a youth-league referee.',
  'When rule text is given, it is the only source: ask only about what it says, answer only from it, and cite in rule_reference the article number exactly as the text numbers it. Never cite an article the text does not contain.',
].join('\n');

export interface PromptRequest {
  subject: string;
  count: number;
  types: QuestionType[];
  /** Question texts already accepted, so a follow-up round doesn't repeat them. */
  avoid: string[];
  /** Rule text to ground the questions in, and the rulebook edition, when the admin gave them. */
  sourceText?: string;
  edition?: string;
}

export function buildQuestionMessages(request: PromptRequest): ChatCompletionMessageParam[] {
  const lines = [
    `Write exactly ${request.count} quiz question${request.count === 1 ? '' : 's'} about: ${request.subject}`,
    `Use only these question types: ${request.types.join(', ')}.`,
  ];
  if (request.edition) lines.push(`The questions are about the ${request.edition} edition of the rules.`);
  if (request.sourceText) {
    lines.push(
      'Use only the rule text between the markers below. Cite, for each question, the article of this text it comes from.',
      '<<<RULE TEXT',
      request.sourceText,
      'RULE TEXT>>>',
    );
  }
  if (request.avoid.length) lines.push(`Do not repeat these questions:\n${request.avoid.map((q) => `- ${q}`).join('\n')}`);
  return [
    { role: 'system', content: systemPrompt },
    { role: 'user', content: lines.join('\n') },
  ];
}
