import { exportMediaDroppedHeader } from '@league/contract';
import type { Db } from '../../../lib/db/database.js';
import type { InterchangeMedia } from '../interchange/embedded-media.js';
import type { InterchangeQuestion } from '../interchange/index.js';
import { listMediaOf, readMediaData } from '../media/media.repository.js';

/** Each question's media for an export; the bytes only when the format carries them (Moodle XML). */
export async function readExportMedia(db: Db, questionIds: number[], withData: boolean): Promise<Map<number, InterchangeMedia[]>> {
  const byQuestion = new Map<number, InterchangeMedia[]>();
  for (const row of await listMediaOf(db, questionIds)) {
    const data = withData ? await readMediaData(db, row.id) : new Uint8Array();
    const name = row.originalName || `media-${row.id}`;
    const media: InterchangeMedia = { name, data, alt: row.altText, kind: row.kind, mime: row.mime };
    byQuestion.set(row.questionId!, [...(byQuestion.get(row.questionId!) ?? []), media]);
  }
  return byQuestion;
}

/**
 * GIFT has no place for files (decision 0080): the file opens with a comment naming the
 * questions whose media were left out, and the answer's header counts them.
 */
export function giftMediaReport(items: InterchangeQuestion[]): { comment: string; headers: Record<string, string> } {
  const withMedia = items.filter((q) => q.media?.length);
  const headers = { [exportMediaDroppedHeader]: String(withMedia.length) };
  if (!withMedia.length) return { comment: '', headers };
  const lines = [
    `// ${withMedia.length} question(s) carry pictures, sounds or clips that GIFT cannot hold; they were left out.`,
    '// Export as Moodle XML to keep them. The questions:',
    ...withMedia.map((q) => `//   ${q.question_text.split('\n')[0]!.slice(0, 100)} (${q.media!.map((m) => m.name).join(', ')})`),
    '',
    '',
  ];
  return { comment: lines.join('\n'), headers };
}
