/** A question's lines as written, or a `$CATEGORY:` switch, with the line it starts on. */
export type GiftBlock =
  | { kind: 'category'; path: string; line: number }
  | { kind: 'question'; lines: string[]; line: number; ruleReference?: string; comments: string[] };

const ruleReferenceComment = /^\/\/\s*rule reference:\s*(.*)$/i;
const categoryLine = /^\$CATEGORY:(.*)$/;

// Moodle's GIFT reads a question's ID number and tags from its comments: `// [id:R-25] [tag:travel]`, `\]` for a ']'.
// eslint-disable-next-line no-control-regex -- control characters end a token, as in Moodle
const idToken = /\[id:((?:\\\]|[^\]\u0000-\u001f\u007f])+)\]/;
// eslint-disable-next-line no-control-regex -- as above
const tagToken = /\[tag:((?:\\\]|[^\]<>\u0000-\u001f\u007f])*)\]/g;
const unescapeBracket = (text: string) => text.replaceAll('\\]', ']').trim();

/** The `[id:…]` (the first) and `[tag:…]` tokens of a question's comment lines. */
export function readIdAndTags(comments: string[]): { idnumber?: string; tags: string[] } {
  const text = comments.join('\n');
  const id = idToken.exec(text)?.[1];
  const idnumber = id === undefined ? '' : unescapeBracket(id);
  const tags = [...text.matchAll(tagToken)].map((m) => unescapeBracket(m[1]!)).filter(Boolean);
  return { ...(idnumber ? { idnumber } : {}), tags };
}

/** A question's ID number and tags as a GIFT comment line, or nothing. */
export function writeIdAndTags(idnumber: string | undefined, tags: string[]): string[] {
  const escape = (text: string) => text.replace(/\s+/g, ' ').trim().replaceAll(']', '\\]');
  const tokens = [...(idnumber ? [`[id:${escape(idnumber)}]`] : []), ...tags.map((tag) => `[tag:${escape(tag)}]`)];
  return tokens.length ? [`// ${tokens.join(' ')}`] : [];
}

/**
 * Splits a GIFT file as Moodle does: questions are separated by blank lines; lines starting
 * with `//` are comments and neither end nor start a question (they stay as empty lines so
 * line numbers in error sentences remain right). Our exports put a question's rule reference
 * in a `// Rule reference: ...` comment, read back here; a question's comment lines are kept for
 * its `[id:…]` and `[tag:…]` tokens.
 */
export function splitGiftBlocks(text: string): GiftBlock[] {
  const lines = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  const blocks: GiftBlock[] = [];
  let current: Extract<GiftBlock, { kind: 'question' }> | null = null;
  let pendingReference: string | undefined;
  let pendingComments: string[] = [];

  lines.forEach((raw, i) => {
    const line = raw.trim();
    const lineNumber = i + 1;
    if (line.startsWith('//')) {
      const reference = ruleReferenceComment.exec(line)?.[1]?.trim();
      if (reference) {
        if (current) current.ruleReference = reference;
        else pendingReference = reference;
      }
      if (current) {
        current.lines.push('');
        current.comments.push(line);
      } else pendingComments.push(line);
      return;
    }
    if (line === '') {
      current = null;
      return;
    }
    const category = categoryLine.exec(line);
    if (category && !current) {
      blocks.push({ kind: 'category', path: category[1]!.trim(), line: lineNumber });
      return;
    }
    if (!current) {
      current = { kind: 'question', lines: [], line: lineNumber, ...(pendingReference ? { ruleReference: pendingReference } : {}), comments: pendingComments };
      pendingReference = undefined;
      pendingComments = [];
      blocks.push(current);
    }
    current.lines.push(raw);
  });
  return blocks;
}
