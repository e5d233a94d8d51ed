import { checkFileSize } from './limits.js';
import { parseGift } from './parse-gift.js';
import { parseMoodleXml } from './parse-moodle-xml.js';
import { InterchangeFormatError, type InterchangeFormat, type ParseResult } from './question-model.js';

const extensionOf = (filename?: string) => /\.([a-z0-9]+)$/i.exec(filename ?? '')?.[1]?.toLowerCase();

/** Which format a file is written in, read from its content; the name only sharpens the error sentence. */
export function detectFormat(text: string, filename?: string): InterchangeFormat {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start === '') throw new InterchangeFormatError('The file is empty.');
  const isXml = start.startsWith('<?xml') || start.startsWith('<!');
  if (start.startsWith('<') && /<quiz[\s>/]/.test(start)) return 'moodle_xml';
  // GIFT text may start with HTML ('<p>...'), so only a file without GIFT answers is taken for other XML.
  if (!isXml && /(^|[^\\])\{/.test(start)) return 'gift';
  if (start.startsWith('<')) {
    throw new InterchangeFormatError('This XML file is not a Moodle question export: Moodle XML files hold their questions in a <quiz> element.');
  }
  const named = extensionOf(filename) === 'xml' ? ' The file name ends in .xml, but its content is not XML.' : '';
  throw new InterchangeFormatError(
    `This file is neither GIFT nor Moodle XML: it has no questions with answers in braces and no <quiz> element.${named}`,
  );
}

/** Checks the size, detects the format and parses: the one call an upload needs. */
export function parseQuestionFile(text: string, filename?: string): ParseResult & { format: InterchangeFormat } {
  checkFileSize(text);
  const format = detectFormat(text, filename);
  return { format, ...(format === 'gift' ? parseGift(text) : parseMoodleXml(text)) };
}
