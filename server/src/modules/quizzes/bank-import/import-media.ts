import type { Db } from '../../../lib/db/database.js';
import type { InterchangeMedia } from '../interchange/embedded-media.js';
import { storeMedia } from '../media/media.service.js';
import type { NewQuestion } from '../quizzes.repository.js';
import { createBankQuestions, createBankQuestionsReturningIds } from './interchange.repository.js';

/**
 * Writes an imported file's questions with their pictures, sounds and clips (decision 0080) in
 * one transaction: all of them or none. Answers how many media files were stored.
 */
export async function createImportedQuestions(db: Db, leagueId: number, read: { row: NewQuestion; media: InterchangeMedia[] }[]): Promise<number> {
  if (!read.some((q) => q.media.length)) {
    // No media: the one-statement insert as before.
    await createBankQuestions(db, leagueId, read.map((q) => q.row));
    return 0;
  }
  return db.$transaction(
    async (tx) => {
      const created = await createBankQuestionsReturningIds(tx, leagueId, read.map((q) => q.row));
      let stored = 0;
      for (const [i, q] of read.entries()) {
        for (const m of q.media) {
          await storeMedia(tx, leagueId, created[i]!.id, { buffer: m.data, originalName: m.name }, m.alt);
          stored += 1;
        }
      }
      return stored;
    },
    { timeout: 120_000 },
  );
}
