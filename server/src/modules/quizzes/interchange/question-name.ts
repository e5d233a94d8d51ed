import { cleanName } from '@league/contract';

/** A question's name as Moodle keeps it: one line, no HTML tags (decision 0114). */
export const cleanQuestionName = (name: string) => cleanName(name.replace(/<\/?[a-z][^>]*>/gi, '')).replace(/\s+/g, ' ').trim();

/**
 * Moodle needs a name; like Moodle, a question without a title is named after its text, cleaned
 * as a name is on import, so what we write is what comes back.
 */
export function defaultTitle(text: string): string {
  const firstLine = cleanQuestionName(text.split('\n')[0]!) || 'Untitled question';
  return firstLine.length > 80 ? `${firstLine.slice(0, 77)}...` : firstLine;
}
