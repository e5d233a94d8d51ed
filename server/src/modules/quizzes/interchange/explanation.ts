import { cleanText } from './text-format.js';

export interface AnswerFeedback {
  option: string;
  feedback: string;
}

/**
 * The product has one explanation per question: the general feedback first, then what the
 * file said about each answer, one line per answer, so nothing the author wrote is lost.
 */
export function mergeExplanation(general: string, perAnswer: AnswerFeedback[]): string {
  const answerLines = perAnswer
    .filter((a) => a.feedback.trim() !== '')
    .map((a) => `- ${a.option}: ${a.feedback.trim()}`);
  const parts = [general.trim()];
  if (answerLines.length > 0) parts.push(`About the answers:\n${answerLines.join('\n')}`);
  return cleanText(parts.filter((p) => p !== '').join('\n\n'));
}
