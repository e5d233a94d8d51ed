import iconv from 'iconv-lite';
import { decodeTextFile, InvalidUtf8Error } from '@league/contract';
import { AppError } from './app-error.js';

/**
 * An uploaded text file (players CSV, GIFT, Moodle XML) as the admin's editor showed it, by the
 * contract's rule: UTF-16 by its byte-order mark, UTF-8 when valid, Windows-1252 when the file
 * has no UTF-8 characters at all. iconv-lite decodes the Windows bytes because Node's own
 * TextDecoder reads 0x80-0x9F as Latin-1 controls, so "O’Brien" saved by Excel would lose its
 * apostrophe. A damaged UTF-8 file is a 400 naming its row (a spreadsheet) or line (a question
 * file), never stored as mojibake (decision 0112).
 */
/** A NUL byte in a file without a UTF-16 byte-order mark: a binary file (a spreadsheet or zip renamed, an image). */
export const isBinaryFile = (buffer: Buffer) => buffer.includes(0) && !/^(\xff\xfe|\xfe\xff)/.test(buffer.subarray(0, 2).toString('latin1'));

export function decodeUploadedText(buffer: Buffer, place: 'Row' | 'Line' = 'Row'): string {
  let text: string;
  try {
    text = decodeTextFile(buffer, (bytes) => iconv.decode(Buffer.from(bytes), 'windows-1252'));
  } catch (error) {
    if (!(error instanceof InvalidUtf8Error)) throw error;
    throw AppError.badRequest(
      `${place} ${error.line} of the file has characters that cannot be read: the file is saved as UTF-8 but some of its bytes are not UTF-8. Save it again as "CSV UTF-8" (or UTF-8 text) and upload it again.`,
      { fields: { file: 'invalid UTF-8' }, [place.toLowerCase()]: error.line },
      'invalid_text_encoding',
    );
  }
  return text;
}
