import type { InterchangeQuestion } from './question-model.js';

/** Moodle has tags where we have fields: ours travel as tags with these prefixes (decision 0075). */
export const ruleReferenceTag = 'Rule reference:';
export const editionTag = 'Edition:';

export interface ReadTags {
  ruleReference?: string;
  edition?: string;
  tags: string[];
}

const after = (text: string, prefix: string) => (text.toLowerCase().startsWith(prefix.toLowerCase()) ? text.slice(prefix.length).trim() : undefined);

/** A file's tags as our fields: "Rule reference: Art. 33" and "Edition: FIBA 2024", the rest free tags (once each). */
export function sortTags(texts: string[]): ReadTags {
  const read: ReadTags = { tags: [] };
  for (const raw of texts) {
    const text = raw.trim();
    const reference = after(text, ruleReferenceTag);
    const edition = after(text, editionTag);
    if (reference !== undefined) read.ruleReference ??= reference || undefined;
    else if (edition !== undefined) read.edition ??= edition || undefined;
    else if (text && !read.tags.includes(text)) read.tags.push(text);
  }
  return read;
}

/** The tags a question is written with: the edition as "Edition: …", then its free tags. */
export const writtenTags = (q: InterchangeQuestion): string[] => [...(q.edition ? [`${editionTag} ${q.edition}`] : []), ...(q.tags ?? [])];
