import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { MediaSettingsDto, UploadedMediaDto } from '@league/contract';
import { AppError } from '../../../lib/app-error.js';
import type { Prisma } from '../../../generated/prisma/client.js';
import type { Db } from '../../../lib/db/database.js';
import { requireInLeague, type LeagueContext } from '../../../lib/permissions.js';
import { detectMediaType } from './detect-media-type.js';
import { checkMediaLink, generateMediaKey } from './media-links.js';
import { toUploadedMediaDto } from './media.dto.js';
import * as repo from './media.repository.js';

const notFound = () => AppError.notFound('Media file');
const kindWords = { image: 'picture', audio: 'sound', video: 'clip' } as const;
export const allowedTypesSentence = 'A question can carry a PNG, JPEG, GIF or WebP picture, an MP3 or OGG sound, or an MP4 or WebM clip.';

/** A file in memory (read from an imported Moodle XML file). */
export interface UploadedFile {
  buffer: Uint8Array;
  originalName: string;
}

/** An upload as it was written to a temporary file (media-upload.ts). */
export interface ReceivedFile {
  path: string;
  size: number;
  originalName: string;
}

type Kind = 'image' | 'audio' | 'video';

/** A manager adds a picture, sound or clip to a question of their league; the file's own bytes say what it is. */
export async function uploadMedia(ctx: LeagueContext, questionId: number, file: ReceivedFile, altText: string, now: Date): Promise<UploadedMediaDto> {
  await requireInLeague(ctx, 'question', questionId);
  const detected = checkedType(await readHead(file.path), (kind) => {
    if (kind !== 'audio' && !altText) {
      throw AppError.badRequest(`Describe the ${kindWords[kind]} for people who cannot see it (the description field).`, { fields: { alt_text: 'required' } }, 'validation_error');
    }
  });
  // Read from the disk in pieces, hashed and stored without the whole file in memory (decision 0109).
  const row = await repo.createMediaFromFile(ctx.db, { leagueId: ctx.leagueId, questionId, ...detected, sha256: await hashFile(file.path), altText, originalName: file.originalName.slice(0, 255), urlKey: generateMediaKey() }, file.path);
  return toUploadedMediaDto(row, now);
}

/** The type from the file's first bytes, or the 400 naming the types a question may carry. */
function checkedType(head: Uint8Array, checkKind: (kind: Kind) => void) {
  const detected = detectMediaType(head);
  if (!detected) throw AppError.badRequest(`This file type cannot be used. ${allowedTypesSentence}`, { fields: { file: 'invalid type' } }, 'validation_error');
  checkKind(detected.kind);
  return detected;
}

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read({ buffer: new Uint8Array(4096) });
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Checks the type (and what the caller adds for that kind), then stores the file. The Moodle XML import's path. */
export async function storeMedia(
  db: Db | Prisma.TransactionClient,
  leagueId: number,
  questionId: number | null,
  file: UploadedFile,
  altText: string,
  checkKind: (kind: Kind) => void = () => {},
) {
  const detected = checkedType(file.buffer, checkKind);
  return repo.createMedia(db, {
    leagueId,
    questionId,
    ...detected,
    sha256: createHash('sha256').update(file.buffer).digest('hex'),
    altText,
    originalName: file.originalName.slice(0, 255),
    urlKey: generateMediaKey(),
    data: file.buffer,
  });
}

export async function deleteMedia(ctx: LeagueContext, id: number): Promise<void> {
  const row = await repo.findMedia(ctx.db, id);
  if (!row || row.leagueId !== ctx.leagueId) throw notFound();
  await repo.deleteMedia(ctx.db, id);
}

export async function getMediaSettings(ctx: LeagueContext): Promise<MediaSettingsDto> {
  return { max_media_mb: await repo.readMaxMediaMb(ctx.db, ctx.leagueId) };
}

export async function setMediaSettings(ctx: LeagueContext, maxMediaMb: number): Promise<MediaSettingsDto> {
  return { max_media_mb: await repo.saveMaxMediaMb(ctx.db, ctx.leagueId, maxMediaMb) };
}

/**
 * The file a signed link opens. A wrong or missing signature is the 404 of a file that does not
 * exist (another league's id tells nothing); an expired one says so, as the page only needs reloading.
 */
export async function openLinkedMedia(db: Db, id: number, query: { e?: unknown; t?: unknown }, now: Date): Promise<repo.MediaRow> {
  const row = await repo.findMedia(db, id);
  if (!row) throw notFound();
  const check = checkMediaLink(row, query, now);
  if (check === 'invalid') throw notFound();
  if (check === 'expired') throw AppError.forbidden('This link to the file has expired: reload the page to get a new one.');
  return row;
}
