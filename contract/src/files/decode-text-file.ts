/**
 * Registration exports opened and saved in Excel on Windows come out as Windows-1252, not
 * UTF-8, so "José" arrives as the byte E9. Strict UTF-8 rejects such a file outright (a lone
 * E9 is never valid UTF-8), which makes "valid UTF-8, else Windows-1252" a safe rule: a real
 * UTF-8 file is never misread, and a Windows file reads as its author saw it.
 * Client (header preview) and server (the upload) both read files by this one rule, so the
 * column names the admin maps are exactly the ones the server finds.
 */
export type SingleByteDecoder = (bytes: Uint8Array) => string;

// Browsers decode Windows-1252 by the WHATWG table; the server passes its own decoder because
// Node's TextDecoder reads bytes 0x80-0x9F (curly quotes, €, Š, Ž) as Latin-1 controls.
const webWindows1252: SingleByteDecoder = (bytes) => new TextDecoder('windows-1252').decode(bytes);

/** A file that is UTF-8 (it has valid multi-byte characters) yet holds bytes UTF-8 cannot read. */
export class InvalidUtf8Error extends Error {
  constructor(readonly line: number) {
    super(`Line ${line} is not valid UTF-8 text.`);
    this.name = 'InvalidUtf8Error';
  }
}

/**
 * Reads an uploaded text file: UTF-16 by its byte-order mark (Excel's "Unicode text"), else UTF-8
 * when valid, else Windows-1252 when the file has no valid UTF-8 character beyond ASCII at all.
 * A file with both valid UTF-8 characters and invalid bytes is a damaged UTF-8 file: reading it as
 * Windows-1252 would store "JosÃ©", so `InvalidUtf8Error` names the line of the first bad byte.
 */
export function decodeTextFile(
  bytes: Uint8Array,
  decodeWindows1252: SingleByteDecoder = webWindows1252,
): string {
  const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : null;
  if (utf16) return new TextDecoder(utf16).decode(bytes);
  try {
    // fatal: throw on the first invalid sequence instead of writing U+FFFD; a BOM is dropped.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const { firstInvalid, validMultibyte } = scanUtf8(bytes);
    if (validMultibyte && firstInvalid >= 0) throw new InvalidUtf8Error(lineAt(bytes, firstInvalid));
    return decodeWindows1252(bytes);
  }
}

// The second byte's range after the lead bytes that have a narrower one (overlongs, surrogates, > U+10FFFF).
const secondByte: Record<number, [number, number]> = { 0xe0: [0xa0, 0xbf], 0xed: [0x80, 0x9f], 0xf0: [0x90, 0xbf], 0xf4: [0x80, 0x8f] };

function sequenceLength(bytes: Uint8Array, i: number): number {
  const lead = bytes[i]!;
  const length = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
  if (length === 0 || i + length > bytes.length) return 0;
  const [low, high] = secondByte[lead] ?? [0x80, 0xbf];
  if (bytes[i + 1]! < low || bytes[i + 1]! > high) return 0;
  for (let k = 2; k < length; k++) if ((bytes[i + k]! & 0xc0) !== 0x80) return 0;
  return length;
}

function scanUtf8(bytes: Uint8Array): { firstInvalid: number; validMultibyte: boolean } {
  let firstInvalid = -1;
  let validMultibyte = false;
  for (let i = 0; i < bytes.length; ) {
    if (bytes[i]! < 0x80) {
      i += 1;
      continue;
    }
    const length = sequenceLength(bytes, i);
    if (length) validMultibyte = true;
    else if (firstInvalid < 0) firstInvalid = i;
    i += length || 1;
  }
  return { firstInvalid, validMultibyte };
}

const lineAt = (bytes: Uint8Array, index: number) => bytes.subarray(0, index).filter((b) => b === 0x0a).length + 1;
