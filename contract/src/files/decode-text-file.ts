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

export function decodeTextFile(
  bytes: Uint8Array,
  decodeWindows1252: SingleByteDecoder = webWindows1252,
): string {
  try {
    // fatal: throw on the first invalid sequence instead of writing U+FFFD; a BOM is dropped.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}
