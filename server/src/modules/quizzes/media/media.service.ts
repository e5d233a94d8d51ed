import { createHash } from 'node:crypto';
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

export interface UploadedFile {
  buffer: Uint8Array;
  originalName: string;
}

/** A manager adds a picture, sound or clip to a question of their league; the file's own bytes say what it is. */
export async function uploadMedia(ctx: LeagueContext, questionId: number, file: UploadedFile, altText: string, now: Date): Promise<UploadedMediaDto> {
  await requireInLeague(ctx, 'question', questionId);
  const row = await storeMedia(ctx.db, ctx.leagueId, questionId, file, altText, (kind) => {
    if (kind !== 'audio' && !altText) {
      throw AppError.badRequest(`Describe the ${kindWords[kind]} for people who cannot see it (the description field).`, { fields: { alt_text: 'required' } }, 'validation_error');
    }
  });
  return toUploadedMediaDto(row, now);
}

/** Checks the type (and what the caller adds for that kind), then stores the file. Shared with the Moodle XML import. */
export async function storeMedia(
  db: Db | Prisma.TransactionClient,
  leagueId: number,
  questionId: number | null,
  file: UploadedFile,
  altText: string,
  checkKind: (kind: 'image' | 'audio' | 'video') => void = () => {},
) {
  const detected = detectMediaType(file.buffer);
  if (!detected) throw AppError.badRequest(`This file type cannot be used. ${allowedTypesSentence}`, { fields: { file: 'invalid type' } }, 'validation_error');
  checkKind(detected.kind);
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
