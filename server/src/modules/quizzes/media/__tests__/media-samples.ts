import request from 'supertest';
import type { Express } from 'express';

// Small files whose first bytes are those of the real formats (what the server checks).

/** A 1×1 PNG. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** An MP4 header (an ftyp box, brand isom) followed by `size` bytes counting 0, 1, 2… so any range is recognisable. */
export function mp4Bytes(size = 4096): Buffer {
  const head = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]);
  const body = Buffer.alloc(size - head.length, 0).map((_, i) => (i + head.length) % 251);
  return Buffer.concat([head, body]);
}

export const webmBytes = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(64, 1)]);
export const mp3Bytes = Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0, 0, 0, 0, 0]), Buffer.alloc(64, 0)]);
export const svgBytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** Uploads a file to a question as the given user. */
export function uploadMedia(app: Express, auth: Record<string, string>, questionId: number, file: Buffer, name: string, altText?: string) {
  const req = request(app).post(`/api/quizzes/questions/${questionId}/media/`).set(auth).attach('file', file, name);
  return altText === undefined ? req : req.field('alt_text', altText);
}
