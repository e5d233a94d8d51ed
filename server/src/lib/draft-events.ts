import type { DraftEventDto } from '@league/contract';

export type DraftPickEvent = Extract<DraftEventDto, { type: 'pick' }>;

/**
 * Carries each draft pick to every open events stream (decision 0076): in one process an
 * EventEmitter, on PostgreSQL NOTIFY so every app instance on the database hears it.
 * Implemented by modules/drafts; here so AppDeps can name it.
 */
export interface DraftEvents {
  publish(event: DraftPickEvent): Promise<void>;
  /** `onResync` runs when events may have been missed (a lost LISTEN connection): resend the state. */
  subscribe(draftId: number, onEvent: (event: DraftPickEvent) => void, onResync: () => void): () => void;
  stop(): Promise<void>;
}
