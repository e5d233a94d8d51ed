import type { TextFormat } from './text-format.js';

/*
 * Like Moodle's own GIFT reader, escaped characters are swapped for private-use placeholders
 * before the structure is read, so plain string searches never see an escaped '{', '~' or '#'.
 */
const escapes: Array<[string, string, string]> = [
  ['\\:', '\uE001', ':'],
  ['\\#', '\uE002', '#'],
  ['\\=', '\uE003', '='],
  ['\\{', '\uE004', '{'],
  ['\\}', '\uE005', '}'],
  ['\\~', '\uE006', '~'],
  ['\\n', '\uE007', '\n'],
];
const backslashHolder = '\uE000';

export function protectEscapes(text: string): string {
  let out = text.replaceAll('\\\\', backslashHolder);
  for (const [escaped, holder] of escapes) out = out.replaceAll(escaped, holder);
  return out;
}

export function restoreEscapes(text: string): string {
  let out = text.replaceAll(backslashHolder, '\\');
  for (const [, holder, plain] of escapes) out = out.replaceAll(holder, plain);
  return out;
}

/** Escapes every character GIFT reserves; a line break becomes `\n` so a question stays on its lines. */
export function escapeGift(text: string): string {
  return text
    .replaceAll('\\', '\\\\')
    .replace(/[:#=~{}]/g, (c) => `\\${c}`)
    .replace(/\r?\n/g, '\\n');
}

const formatNames: Record<string, TextFormat> = { html: 'html', moodle: 'moodle', plain: 'plain', markdown: 'markdown' };

/** Reads an optional leading `[html]`/`[moodle]`/`[plain]`/`[markdown]`; an unknown marker stays text. */
export function readFormatMarker(protectedText: string, defaultFormat: TextFormat): { format: TextFormat; body: string } {
  const trimmed = protectedText.trim();
  const match = /^\[([a-z]+)\]/.exec(trimmed);
  const format = match ? formatNames[match[1]!] : undefined;
  if (!match || !format) return { format: defaultFormat, body: trimmed };
  return { format, body: trimmed.slice(match[0].length) };
}
