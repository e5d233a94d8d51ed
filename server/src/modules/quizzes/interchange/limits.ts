import { InterchangeFormatError } from './question-model.js';

export const maxFileBytes = 2 * 1024 * 1024;
export const maxQuestionsPerFile = 2000;
// A Moodle export nests about 6 levels (quiz > question > answer > feedback > text); HTML left
// outside CDATA adds a few. Far deeper is a hostile file, refused before the parser walks it.
export const maxXmlNesting = 50;

/** Accepts the upload's byte length, or the text itself (measured as UTF-8). */
export function checkFileSize(fileOrBytes: string | number): void {
  const bytes = typeof fileOrBytes === 'number' ? fileOrBytes : Buffer.byteLength(fileOrBytes, 'utf8');
  if (bytes > maxFileBytes) {
    // Rounded up, so a file just over the limit never reads as "2.0 MB".
    const megabytes = (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1);
    throw new InterchangeFormatError(`The file is ${megabytes} MB; a question file can be at most 2 MB. Please split it into smaller files.`);
  }
}

export function checkQuestionCount(count: number): void {
  if (count > maxQuestionsPerFile) {
    throw new InterchangeFormatError(
      `The file holds ${count} questions; at most ${maxQuestionsPerFile} questions can be imported at once. Please split it into smaller files.`,
    );
  }
}
