import { Parser } from 'htmlparser2';
import { isWebAddress, mediaPlaceholder, trackMediaTags } from './media-tags.js';

/** How a text is written: Moodle's format names ('moodle' is Moodle's auto-format). */
export type TextFormat = 'html' | 'moodle' | 'markdown' | 'plain';

const blockTags = new Set(['p', 'div', 'ul', 'ol', 'tr', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre']);
// Their content is code or metadata, never words for the reader.
const droppedTags = new Set(['script', 'style', 'head', 'title', 'template', 'noscript', 'iframe', 'object', 'svg', 'math']);

/**
 * Turns HTML into plain text with a real HTML tokenizer (never a regex), keeping line
 * breaks for <br> and block ends, dropping scripts and styles, decoding entities. Nothing the
 * reader saw vanishes without a word: a link keeps its address ("the rules (https://…)"), a
 * picture, sound or clip still in the HTML leaves "[picture: its description]" (issue 29).
 */
export function htmlToText(html: string): string {
  let out = '';
  let dropDepth = 0;
  const media = trackMediaTags();
  const links: Array<{ href: string; from: number } | undefined> = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const shown = dropDepth === 0 ? media.open(name, attributes) : undefined;
        if (shown) out += ` ${mediaPlaceholder(shown.what, shown.src, shown.alt)} `;
        if (name === 'a') links.push(isWebAddress(attributes.href ?? '') || /^mailto:/i.test(attributes.href ?? '') ? { href: attributes.href!, from: out.length } : undefined);
        if (droppedTags.has(name)) dropDepth += 1;
        else if (name === 'br') out += '\n';
        else if (name === 'li' && dropDepth === 0) out += '\n- ';
        else if (blockTags.has(name)) out += '\n';
      },
      onclosetag(name) {
        media.close(name);
        const link = name === 'a' ? links.pop() : undefined;
        // A link whose words are its address is not written twice.
        if (link && out.slice(link.from).trim() !== link.href.replace(/^mailto:/i, '')) out += ` (${link.href.replace(/^mailto:/i, '')})`;
        if (droppedTags.has(name)) dropDepth = Math.max(0, dropDepth - 1);
        else if (blockTags.has(name)) out += '\n';
      },
      ontext(text) {
        if (dropDepth === 0) out += text.replace(/\s+/g, ' ');
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return cleanText(out.replace(/\u00a0/g, ' '));
}

/** Trims every line, keeps at most one empty line in a row, and trims the whole text. */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

// Moodle's auto-format lets HTML through, so a text with tags or entities is read as HTML.
const looksLikeHtml = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>|&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/i;

/** Whether a text in this format is read as HTML (so its tags are markup, not words). */
export const readsAsHtml = (text: string, format: TextFormat) => format === 'html' || (format === 'moodle' && looksLikeHtml.test(text));

/** The plain text a question shows, whatever format the file wrote it in. */
export function toPlainText(text: string, format: TextFormat): string {
  if (readsAsHtml(text, format)) return htmlToText(text);
  return cleanText(text);
}
