import type { DraftEventDto } from '@league/contract';

export type DraftPickEvent = Extract<DraftEventDto, { type: 'pick' }>;
/** A pick, or a change the streams answer by sending the whole state again (pause, resume, undo). */
export type DraftBusEvent = DraftPickEvent | { type: 'changed'; draft_id: number };

/**
 * Carries each draft pick to every open events stream (decision 0076): in one process an
 * EventEmitter, on PostgreSQL NOTIFY so every app instance on the database hears it.
 * Implemented by modules/drafts; here so AppDeps can name it.
 */
export interface DraftEvents {
  publish(event: DraftBusEvent): Promise<void>;
  /** `onResync` runs when events may have been missed (a lost LISTEN connection): resend the state. */
  subscribe(draftId: number, onEvent: (event: DraftBusEvent) => void, onResync: () => void): () => void;
  stop(): Promise<void>;
}
