import type { Prisma } from '../../../generated/prisma/client.js';
import type { MediaKind } from '../../../generated/prisma/enums.js';
import { createReadStream } from 'node:fs';
import type { Db } from '../../../lib/db/database.js';
import { runTransaction } from '../../../lib/db/with-retry.js';
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

// Written through a large object 1 MB at a time: a 200 MB clip never sits whole in this process
// (a query parameter costs several times its size on its way through Prisma), and each piece is
// written once (appending to the bytea itself would rewrite it for every piece).
const pieceBytes = 1024 * 1024;

/** The file at `file` (an upload on disk) stored as the media's bytes, in one transaction. */
export function createMediaFromFile(db: Db, media: Omit<NewMedia, 'data'>, file: string): Promise<MediaRow> {
  return runTransaction(
    db,
    async (tx) => {
      const [made] = await tx.$queryRaw<{ oid: string }[]>`SELECT lo_create(0)::text AS oid`;
      let size = 0;
      for await (const piece of createReadStream(file, { highWaterMark: pieceBytes })) {
        await tx.$queryRaw`SELECT lo_put(${made!.oid}::oid, ${size}::bigint, ${piece as Buffer}) IS NULL AS written`;
        size += (piece as Buffer).length;
      }
      const { id } = await tx.questionMedia.create({ data: { ...media, size, data: new Uint8Array() }, select: { id: true } });
      await tx.$executeRaw`UPDATE question_media SET data = lo_get(${made!.oid}::oid) WHERE id = ${id}`;
      await tx.$queryRaw`SELECT lo_unlink(${made!.oid}::oid) AS unlinked`;
      return tx.questionMedia.findUniqueOrThrow({ where: { id }, select: mediaFields });
    },
    { timeout: 120_000, maxWait: 10_000, conflictMessage: 'The file could not be stored because of other changes at the same moment. Please upload it again.' },
  );
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
