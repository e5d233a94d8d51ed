// Markup that opens no element, and the text that ends it.
const skippedMarkup: [opener: string, closer: string][] = [
  ['<!--', '-->'],
  ['<![CDATA[', ']]>'],
  ['<?', '?>'],
  ['<!', '>'],
];

/** Where the start tag opened at `at` ends (its '>'), stepping over quoted attribute values; -1 if never. */
function startTagEnd(xml: string, at: number): number {
  let quote: string | null = null;
  for (let i = at + 1; i < xml.length; i += 1) {
    const c = xml[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i;
  }
  return -1;
}

/**
 * Whether elements nest more than `limit` deep, in one pass without recursion, stopping as
 * soon as they do: cheap enough to run before the validator and parser walk a hostile file.
 * Comments, CDATA, declarations and processing instructions open nothing. Malformed markup
 * ends the scan (false) and is left to the validator, which names its line.
 */
export function nestsDeeperThan(xml: string, limit: number): boolean {
  let depth = 0;
  let at = xml.indexOf('<');
  while (at !== -1) {
    const skipped = skippedMarkup.find(([opener]) => xml.startsWith(opener, at));
    let end: number;
    if (skipped) {
      end = xml.indexOf(skipped[1], at + skipped[0].length);
      if (end !== -1) end += skipped[1].length - 1;
    } else if (xml[at + 1] === '/') {
      depth -= 1;
      end = xml.indexOf('>', at);
    } else {
      end = startTagEnd(xml, at);
      if (end !== -1 && xml[end - 1] !== '/') depth += 1;
      if (depth > limit) return true;
    }
    if (end === -1) return false;
    at = xml.indexOf('<', end + 1);
  }
  return false;
}
