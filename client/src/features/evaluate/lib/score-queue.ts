import axios from 'axios';
import { maxScoresPerRequest, type EvaluatorEventDto, type SubmitScoresDto, type SubmitScoresInput } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { scoreKey, type EvaluateDb, type LocalScore } from './evaluate-db';

export interface ScoreChoice {
  event_id: number;
  bib: number;
  skill_id: number;
  value: number;
  note: string;
  needs_another_look: boolean;
}

/** Every score goes to IndexedDB first, with an id made here; a change replaces the waiting value. */
export async function recordScore(db: EvaluateDb, choice: ScoreChoice): Promise<void> {
  await db.scores.put({ ...choice, key: scoreKey(choice.event_id, choice.bib, choice.skill_id), id: crypto.randomUUID(), scored_at: new Date().toISOString(), waiting: 1, error: null });
}

/** A note or "needs another look" travels with each of the player's scores, so they go again. */
export async function recordRemarks(db: EvaluateDb, eventId: number, bib: number, note: string, needsAnotherLook: boolean): Promise<void> {
  await db.transaction('rw', db.scores, async () => {
    const rows = (await db.scores.where('bib').equals(bib).toArray()).filter((r) => r.event_id === eventId);
    const changed = rows.filter((r) => r.note !== note || r.needs_another_look !== needsAnotherLook);
    const now = new Date().toISOString();
    await db.scores.bulkPut(changed.map((r) => ({ ...r, note, needs_another_look: needsAnotherLook, id: crypto.randomUUID(), scored_at: now, waiting: 1 as const, error: null })));
  });
}

/** After joining: this evaluator's scores already on the server, unless the phone holds a later one. */
export async function keepServerScores(db: EvaluateDb, eventId: number, scores: EvaluatorEventDto['my_scores']): Promise<void> {
  await db.transaction('rw', db.scores, async () => {
    for (const s of scores) {
      const key = scoreKey(eventId, s.bib, s.skill_id);
      const mine = await db.scores.get(key);
      if (!mine || (!mine.waiting && mine.scored_at < s.scored_at)) await db.scores.put({ ...s, key, event_id: eventId, id: mine?.id ?? `server-${key}`, waiting: 0, error: null });
    }
  });
}

/** Refused scores are sent again only when the evaluator asks (after the desk checked the bib in, say). */
export async function retryRefusedScores(db: EvaluateDb, eventId: number): Promise<void> {
  await db.scores.where('waiting').equals(1).and((s) => s.event_id === eventId).modify({ error: null });
}

export type SendOutcome = 'sent' | 'nothing' | 'offline' | 'unreachable' | 'unknown_evaluator';
type PostScores = (input: SubmitScoresInput) => Promise<SubmitScoresDto>;

const asWire = ({ id, bib, skill_id, value, note, needs_another_look, scored_at }: LocalScore) => ({ id, bib, skill_id, value, note, needs_another_look, scored_at });

/** Marks what the server answered, only where the row still holds the id that was sent. */
async function applyAnswer(db: EvaluateDb, batch: LocalScore[], answer: SubmitScoresDto): Promise<void> {
  const keyOf = new Map(batch.map((s) => [s.id, s.key]));
  const errors = new Map(answer.rejected.map((r) => [r.id, r.error]));
  await db.transaction('rw', db.scores, async () => {
    for (const id of [...answer.stored, ...answer.already_stored, ...errors.keys()]) {
      const key = keyOf.get(id);
      const row = key && (await db.scores.get(key));
      if (!row || row.id !== id) continue; // changed while in flight: the newer value waits
      await db.scores.put(errors.has(id) ? { ...row, error: errors.get(id)! } : { ...row, waiting: 0, error: null });
    }
  });
}

const refusalDetails = (error: unknown): SubmitScoresDto | undefined => {
  if (!axios.isAxiosError(error)) return undefined;
  const details = (error.response?.data as { details?: SubmitScoresDto } | undefined)?.details;
  return details && Array.isArray(details.rejected) ? details : undefined;
};

/**
 * Sends every waiting score the server has not refused, in slices the API accepts. A refusal of
 * one score (4xx with a sentence per score) keeps it waiting with that sentence; no connection or a
 * server fault leaves everything as it was for the next try.
 */
export async function sendWaitingScores(db: EvaluateDb, eventId: number, post: PostScores): Promise<SendOutcome> {
  if (!navigator.onLine) return 'offline';
  const waiting = (await db.scores.where('waiting').equals(1).toArray()).filter((s) => s.error === null && s.event_id === eventId);
  if (!waiting.length) return 'nothing';
  for (let start = 0; start < waiting.length; start += maxScoresPerRequest) {
    const batch = waiting.slice(start, start + maxScoresPerRequest);
    try {
      await applyAnswer(db, batch, await post({ scores: batch.map(asWire) }));
    } catch (error) {
      const details = refusalDetails(error);
      const status = axios.isAxiosError(error) ? error.response?.status : undefined;
      if (details) await applyAnswer(db, batch, details);
      else if (status === 401) return 'unknown_evaluator';
      else if (status && status >= 400 && status < 500) {
        const sentence = apiErrorMessage(error) ?? 'The server did not accept this score.';
        await applyAnswer(db, batch, { stored: [], already_stored: [], rejected: batch.map((s) => ({ id: s.id, code: 'refused', error: sentence })) });
      } else return 'unreachable';
    }
  }
  return 'sent';
}
