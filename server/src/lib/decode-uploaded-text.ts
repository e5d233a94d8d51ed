import iconv from 'iconv-lite';
import { decodeTextFile } from '@league/contract';

/**
 * An uploaded text file (players CSV, GIFT, Moodle XML) as the admin's editor showed it: UTF-8
 * when it is valid UTF-8, else Windows-1252 (the contract's rule). iconv-lite decodes the
 * Windows bytes because Node's own TextDecoder reads 0x80-0x9F as Latin-1 controls, so
 * "O’Brien" saved by Excel would lose its apostrophe.
 */
export function decodeUploadedText(buffer: Buffer): string {
  return decodeTextFile(buffer, (bytes) => iconv.decode(Buffer.from(bytes), 'windows-1252'));
}
