import type { Prisma } from '../../../generated/prisma/client.js';
import type { MediaKind } from '../../../generated/prisma/enums.js';
import type { Db } from '../../../lib/db/database.js';
import { defaultMaxMediaMb } from '@league/contract';

type Client = Db | Prisma.TransactionClient;

/** Every column but the bytes: metadata reads never load a file. */
export const mediaFields = {
  id: true,
  leagueId: true,
  questionId: true,
  kind: true,
  mime: true,
  size: true,
  sha256: true,
  altText: true,
  originalName: true,
  urlKey: true,
  createdAt: true,
} as const;

export type MediaRow = Prisma.QuestionMediaGetPayload<{ select: typeof mediaFields }>;

export interface NewMedia {
  leagueId: number;
  questionId: number | null;
  kind: MediaKind;
  mime: string;
  sha256: string;
  altText: string;
  originalName: string;
  urlKey: string;
  data: Uint8Array;
}

export function createMedia(db: Client, media: NewMedia): Promise<MediaRow> {
  const { data, ...rest } = media;
  return db.questionMedia.create({ data: { ...rest, size: data.length, data: new Uint8Array(data) }, select: mediaFields });
}

export function findMedia(db: Client, id: number): Promise<MediaRow | null> {
  return db.questionMedia.findUnique({ where: { id }, select: mediaFields });
}

export function listMediaOf(db: Client, questionIds: number[]): Promise<MediaRow[]> {
  if (!questionIds.length) return Promise.resolve([]);
  return db.questionMedia.findMany({ where: { questionId: { in: questionIds } }, select: mediaFields, orderBy: { id: 'asc' } });
}

export async function deleteMedia(db: Client, id: number): Promise<void> {
  await db.questionMedia.delete({ where: { id } });
}

/**
 * Bytes `from` (0-based) for `length`, read in the database: the column is stored uncompressed
 * (the migration sets STORAGE EXTERNAL), so PostgreSQL fetches only the slice's pages.
 */
export async function readMediaSlice(db: Client, id: number, from: number, length: number): Promise<Uint8Array> {
  const [row] = await db.$queryRaw<{ chunk: Uint8Array }[]>`
    SELECT substring(data FROM ${from + 1}::int FOR ${length}::int) AS chunk FROM question_media WHERE id = ${id}`;
  return row ? row.chunk : new Uint8Array();
}

/** The whole file (Moodle XML export writes it as base64). */
export async function readMediaData(db: Client, id: number): Promise<Uint8Array> {
  const row = await db.questionMedia.findUnique({ where: { id }, select: { data: true } });
  return row?.data ?? new Uint8Array();
}

export async function readMaxMediaMb(db: Client, leagueId: number): Promise<number> {
  const row = await db.quizMediaSettings.findUnique({ where: { leagueId } });
  return row?.maxMediaMb ?? defaultMaxMediaMb;
}

export async function saveMaxMediaMb(db: Client, leagueId: number, maxMediaMb: number): Promise<number> {
  const row = await db.quizMediaSettings.upsert({ where: { leagueId }, create: { leagueId, maxMediaMb }, update: { maxMediaMb } });
  return row.maxMediaMb;
}
