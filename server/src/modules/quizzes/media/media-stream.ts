import { once } from 'node:events';
import type { Request, Response } from 'express';
import type { Db } from '../../../lib/db/database.js';
import { readMediaSlice, type MediaRow } from './media.repository.js';

// Read from the database and written in 1 MB pieces: a 50 MB clip never sits whole in memory.
const chunkBytes = 1024 * 1024;

/**
 * Answers a media file with HTTP range requests (RFC 9110): 200 with the whole file, 206 with
 * one range (`bytes=0-0`, `bytes=100-199`, `bytes=-500`), 416 with `bytes * /size` when no
 * byte of the range exists. Several ranges in one request are answered as their one covering
 * range when they touch, otherwise with the whole file (a player never asks for several).
 */
export async function sendMedia(db: Db, media: MediaRow, req: Request, res: Response): Promise<void> {
  res.set({
    'Accept-Ranges': 'bytes',
    'Content-Type': media.mime,
    ETag: `"${media.sha256}"`,
    'Last-Modified': media.createdAt.toUTCString(),
    // A file never changes under its id; the signed link expires, the cached copy may stay.
    'Cache-Control': 'private, max-age=3600',
    'Content-Disposition': 'inline',
  });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const range = wantedRange(req, media);
  if (range === 'unsatisfiable') {
    res.status(416).set('Content-Range', `bytes */${media.size}`).end();
    return;
  }
  const { start, end } = range ?? { start: 0, end: media.size - 1 };
  if (range) res.status(206).set('Content-Range', `bytes ${start}-${end}/${media.size}`);
  res.set('Content-Length', String(end - start + 1));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await writeSlices(db, media.id, start, end, res);
}

function wantedRange(req: Request, media: MediaRow): { start: number; end: number } | 'unsatisfiable' | null {
  if (!req.headers.range) return null;
  // If-Range with another version's tag: the whole (current) file, as RFC 9110 says.
  const ifRange = req.headers['if-range'];
  if (ifRange && ifRange !== `"${media.sha256}"` && ifRange !== media.createdAt.toUTCString()) return null;
  const ranges = req.range(media.size, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  // -2 (a malformed header) is ignored, like a header the server does not understand.
  if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

async function writeSlices(db: Db, id: number, start: number, end: number, res: Response): Promise<void> {
  for (let from = start; from <= end && !res.destroyed; from += chunkBytes) {
    const chunk = await readMediaSlice(db, id, from, Math.min(chunkBytes, end - from + 1));
    if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
  }
  res.end();
}
