/** A question's lines as written, or a `$CATEGORY:` switch, with the line it starts on. */
export type GiftBlock =
  | { kind: 'category'; path: string; line: number }
  | { kind: 'question'; lines: string[]; line: number; ruleReference?: string };

const ruleReferenceComment = /^\/\/\s*rule reference:\s*(.*)$/i;
const categoryLine = /^\$CATEGORY:(.*)$/;

/**
 * Splits a GIFT file as Moodle does: questions are separated by blank lines; lines starting
 * with `//` are comments and neither end nor start a question (they stay as empty lines so
 * line numbers in error sentences remain right). Our exports put a question's rule reference
 * in a `// Rule reference: ...` comment, read back here.
 */
export function splitGiftBlocks(text: string): GiftBlock[] {
  const lines = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  const blocks: GiftBlock[] = [];
  let current: Extract<GiftBlock, { kind: 'question' }> | null = null;
  let pendingReference: string | undefined;

  lines.forEach((raw, i) => {
    const line = raw.trim();
    const lineNumber = i + 1;
    if (line.startsWith('//')) {
      const reference = ruleReferenceComment.exec(line)?.[1]?.trim();
      if (reference) {
        if (current) current.ruleReference = reference;
        else pendingReference = reference;
      }
      if (current) current.lines.push('');
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
      current = { kind: 'question', lines: [], line: lineNumber, ...(pendingReference ? { ruleReference: pendingReference } : {}) };
      pendingReference = undefined;
      blocks.push(current);
    }
    current.lines.push(raw);
  });
  return blocks;
}
