import type { MediaKind } from '@league/contract';

export interface DetectedMedia {
  kind: MediaKind;
  mime: string;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The file's type read from its first bytes (its "magic number"), never from the name or the
 * declared type, which the uploader controls. Answers null for every type a question may not
 * carry (SVG among them: it is text that can hold scripts).
 */
export function detectMediaType(bytes: Uint8Array): DetectedMedia | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', mime: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return { kind: 'image', mime: 'image/gif' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { kind: 'image', mime: 'image/webp' };
  // MP3: an ID3 tag, or an MPEG audio frame sync (11 bits set) of layer III.
  if (ascii(bytes, 0, 3) === 'ID3' || (bytes.length > 1 && bytes[0] === 0xff && (bytes[1]! & 0xe6) === 0xe2)) {
    return { kind: 'audio', mime: 'audio/mpeg' };
  }
  if (ascii(bytes, 0, 4) === 'OggS') return { kind: 'audio', mime: 'audio/ogg' };
  // MP4 (ISO base media): a box size, then "ftyp" and a brand; audio-only brands (M4A) are not clips.
  if (ascii(bytes, 4, 8) === 'ftyp' && !ascii(bytes, 8, 12).startsWith('M4A')) return { kind: 'video', mime: 'video/mp4' };
  // WebM is Matroska (EBML header) whose doctype says webm.
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(bytes, 0, Math.min(bytes.length, 64)).includes('webm')) {
    return { kind: 'video', mime: 'video/webm' };
  }
  return null;
}

/** The extension written back into exported files (Moodle names every file). */
export function extensionOf(mime: string): string {
  return { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'audio/mpeg': 'mp3', 'audio/ogg': 'ogg', 'video/mp4': 'mp4', 'video/webm': 'webm' }[mime] ?? 'bin';
}
