import { Parser } from 'htmlparser2';

/** How a text is written: Moodle's format names ('moodle' is Moodle's auto-format). */
export type TextFormat = 'html' | 'moodle' | 'markdown' | 'plain';

const blockTags = new Set(['p', 'div', 'ul', 'ol', 'tr', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre']);
// Their content is code or metadata, never words for the reader.
const droppedTags = new Set(['script', 'style', 'head', 'title', 'template', 'noscript', 'iframe', 'object', 'svg', 'math']);

/**
 * Turns HTML into plain text with a real HTML tokenizer (never a regex), keeping line
 * breaks for <br> and block ends, dropping scripts and styles, decoding entities.
 */
export function htmlToText(html: string): string {
  let out = '';
  let dropDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (droppedTags.has(name)) dropDepth += 1;
        else if (name === 'br') out += '\n';
        else if (name === 'li' && dropDepth === 0) out += '\n- ';
        else if (blockTags.has(name)) out += '\n';
      },
      onclosetag(name) {
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

/** The plain text a question shows, whatever format the file wrote it in. */
export function toPlainText(text: string, format: TextFormat): string {
  if (format === 'html' || (format === 'moodle' && looksLikeHtml.test(text))) return htmlToText(text);
  return cleanText(text);
}
