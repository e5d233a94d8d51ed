import { defaultMaxMediaMb } from './media.schemas.js';

/** A question file's text (GIFT, or Moodle XML without its pictures and sounds). */
export const maxQuestionFileTextBytes = 2 * 1024 * 1024;

/**
 * The pictures and sounds one question file may carry, decoded: as much as one file added in the
 * question editor (its default limit), so a question the editor takes can always be imported.
 */
export const maxQuestionFileMediaBytes = defaultMaxMediaMb * 1024 * 1024;

/** The upload itself: the text, the media base64-encoded (4 bytes for 3), and room for their tags. */
export const maxQuestionFileUploadBytes = maxQuestionFileTextBytes + Math.ceil((maxQuestionFileMediaBytes * 4) / 3) + 1024 * 1024;

/** The upload limit in whole megabytes, as the sentences that refuse a file say it. */
export const maxQuestionFileUploadMb = Math.floor(maxQuestionFileUploadBytes / (1024 * 1024));

/** One sentence for a file over the limit, whether the browser or the server notices first. */
export const questionFileTooLargeSentence =
  `The file is larger than ${maxQuestionFileUploadMb} MB; a question file can be at most ${maxQuestionFileUploadMb} MB with its pictures ` +
  `(${maxQuestionFileTextBytes / (1024 * 1024)} MB without them). Please split it into smaller files.`;
