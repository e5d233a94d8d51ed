import type { QuestionMediaDto, UploadedMediaDto } from '@league/contract';
import type { Db } from '../../../lib/db/database.js';
import { signMediaUrl } from './media-links.js';
import { listMediaOf, type MediaRow } from './media.repository.js';

export function toMediaDto(row: MediaRow, now: Date): QuestionMediaDto {
  return { id: row.id, kind: row.kind, mime: row.mime, alt_text: row.altText, url: signMediaUrl(row, now) };
}

export function toUploadedMediaDto(row: MediaRow, now: Date): UploadedMediaDto {
  return { ...toMediaDto(row, now), size: row.size };
}

/**
 * The questions with their media (`media`, [] when none), in one query for the whole list.
 * Only call it with questions the caller may read: the links it signs open the files.
 */
export async function withMedia<T extends { id: number }>(db: Db, questions: T[], now: Date): Promise<(T & { media: QuestionMediaDto[] })[]> {
  const rows = await listMediaOf(db, [...new Set(questions.map((q) => q.id))]);
  const byQuestion = new Map<number | null, MediaRow[]>();
  for (const row of rows) byQuestion.set(row.questionId, [...(byQuestion.get(row.questionId) ?? []), row]);
  return questions.map((q) => ({ ...q, media: (byQuestion.get(q.id) ?? []).map((row) => toMediaDto(row, now)) }));
}

/** One question with its media. */
export async function oneWithMedia<T extends { id: number }>(db: Db, question: T, now: Date) {
  const [withIt] = await withMedia(db, [question], now);
  return withIt!;
}

/** Reviewed answers with the media of the question each was asked from (the taker saw them). */
export async function withReviewMedia<T extends { question_id: number }>(db: Db, reviewed: T[], now: Date) {
  const media = await withMedia(db, reviewed.map((r) => ({ id: r.question_id })), now);
  return reviewed.map((r, i) => ({ ...r, media: media[i]!.media }));
}
