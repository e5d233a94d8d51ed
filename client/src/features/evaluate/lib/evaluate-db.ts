import Dexie, { type EntityTable } from 'dexie';
import type { EvaluatorEventDto } from '@league/contract';

/**
 * One score as this phone holds it: the latest value per player and skill. `waiting` until the
 * server has it; `error` is the server's sentence when it refused it (kept until fixed).
 */
export interface LocalScore {
  /** `${event_id}:${bib}:${skill_id}`: a later change to the same player and skill replaces the row. */
  key: string;
  /** Scores wait per evaluation day: a phone that joins another day never sends them under its new token. */
  event_id: number;
  /** Made on the phone (crypto.randomUUID), so a resend never duplicates. */
  id: string;
  bib: number;
  skill_id: number;
  value: number;
  note: string;
  needs_another_look: boolean;
  scored_at: string;
  /** 1 = waiting to send, 0 = the server has it (a number: IndexedDB cannot index booleans). */
  waiting: 0 | 1;
  error: string | null;
}

/** What the phone needs after a reload with no connection: the event and who is scoring. */
export interface SavedEvent {
  slot: 'current';
  evaluator_name: string;
  event: EvaluatorEventDto;
}

export type EvaluateDb = Dexie & {
  scores: EntityTable<LocalScore, 'key'>;
  saved: EntityTable<SavedEvent, 'slot'>;
};

export function openEvaluateDb(name = 'league-evaluate'): EvaluateDb {
  const db = new Dexie(name) as EvaluateDb;
  db.version(1).stores({ scores: 'key, waiting, bib, event_id', saved: 'slot' });
  return db;
}

/** The phone's one database (tests open their own by name). */
export const evaluateDb = openEvaluateDb();

export const scoreKey = (eventId: number, bib: number, skillId: number) => `${eventId}:${bib}:${skillId}`;
