import { describeDroppedMedia } from './dropped-media.js';
import { missingInGift, readQuestionMedia, type InterchangeMedia } from './embedded-media.js';
import { readFormatMarker, restoreEscapes } from './gift-escapes.js';
import { readsAsHtml, toPlainText, type TextFormat } from './text-format.js';

/**
 * A GIFT question text as the bank stores it, with its pictures, sounds and clips (decision
 * 0087): those written into the HTML as `data:` addresses are kept in the media store as the
 * Moodle XML import keeps its files; a `@@PLUGINFILE@@` reference (GIFT carries no files), a
 * type not allowed or a picture on another site is named in a note.
 */
export function readGiftQuestionText(protectedText: string): { text: string; media: InterchangeMedia[]; notes: string[] } {
  const { format, body } = readFormatMarker(protectedText, 'moodle');
  const html = restoreEscapes(body);
  if (!readsAsHtml(html, format)) return { text: toPlainText(html, format), media: [], notes: [] };
  const read = readQuestionMedia(html, new Map(), missingInGift);
  return { text: toPlainText(read.html, 'html'), media: read.media, notes: read.notes };
}

/** An answer or feedback as the bank stores it, and one sentence per picture, sound or clip it had, which cannot be kept. */
export function readGiftPart(protectedPart: string, defaultFormat: TextFormat, place: string): { text: string; notes: string[] } {
  const { format, body } = readFormatMarker(protectedPart, defaultFormat);
  const html = restoreEscapes(body);
  return { text: toPlainText(html, format), notes: readsAsHtml(html, format) ? describeDroppedMedia(html, place) : [] };
}
