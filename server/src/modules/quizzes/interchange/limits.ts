import { defaultMaxMediaMb, maxQuestionFileMediaBytes, maxQuestionFileTextBytes, maxQuestionFileUploadBytes } from '@league/contract';
import { InterchangeFormatError } from './question-model.js';

// The sizes live in the contract, so the browser refuses a file over the limit before sending it
// with the server's own sentence (decision 0118: a question the editor takes can always be imported).
export const maxFileBytes = maxQuestionFileTextBytes;
export const maxMediaBytes = maxQuestionFileMediaBytes;
export const maxUploadBytes = maxQuestionFileUploadBytes;
export const maxQuestionsPerFile = 2000;
// A Moodle export nests about 6 levels (quiz > question > answer > feedback > text); HTML left
// outside CDATA adds a few. Far deeper is a hostile file, refused before the parser walks it.
export const maxXmlNesting = 50;

const embeddedFile = /(<file\b[^>]*>)([^<]*)(<\/file>)/g;
// A picture written into HTML as a data address (GIFT, or HTML in Moodle XML); GIFT escapes its ':' and '=' with '\'.
const dataAddress = /(data\\?:[a-z]+\/[a-z0-9.+-]+(?:;[a-z0-9=\\.+-]*)*;base64,)([a-z0-9+/=\\\s]+)/gi;
const megabytesOf = (bytes: number) => (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1); // rounded up: never "2.0 MB" over 2

/** The text without its embedded files (Moodle XML `<file>`, `data:` addresses), and the decoded size of those files. */
export function measureMedia(text: string): { text: string; mediaBytes: number } {
  let mediaBytes = 0;
  const measure = (_all: string, open: string, data: string, close: string) => {
    const base64 = data.replace(/[\s\\]+/g, '');
    const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
    mediaBytes += Math.floor((base64.length * 3) / 4) - padding;
    return open + close;
  };
  const stripped = text.replace(embeddedFile, measure).replace(dataAddress, (all, open: string, data: string) => measure(all, open, data, ''));
  return { text: stripped, mediaBytes };
}

/** Accepts the upload's byte length, or the text itself (measured as UTF-8, embedded pictures not counted). */
export function checkFileSize(fileOrBytes: string | number): void {
  const media = typeof fileOrBytes === 'number' ? undefined : measureMedia(fileOrBytes);
  const bytes = media === undefined ? (fileOrBytes as number) : Buffer.byteLength(media.text, 'utf8');
  if (bytes > maxFileBytes) {
    const size = megabytesOf(bytes);
    const what = media?.mediaBytes ? `Without its pictures and sounds the file is ${size} MB` : `The file is ${size} MB`;
    throw new InterchangeFormatError(`${what}; a question file can be at most 2 MB. Please split it into smaller files.`);
  }
}

/** The decoded pictures and sounds of a file. */
export function checkMediaSize(mediaBytes: number): void {
  if (mediaBytes > maxMediaBytes) {
    throw new InterchangeFormatError(
      `The file's pictures and sounds come to ${megabytesOf(mediaBytes)} MB; a question file can carry at most ${defaultMaxMediaMb} MB of them, ` +
        'as much as one picture, sound or clip added in the question editor. Please split it into smaller files.',
    );
  }
}

export function checkQuestionCount(count: number): void {
  if (count > maxQuestionsPerFile) {
    throw new InterchangeFormatError(
      `The file holds ${count} questions; at most ${maxQuestionsPerFile} questions can be imported at once. Please split it into smaller files.`,
    );
  }
}
