import type { DraftEventDto } from '@league/contract';
import type { Db } from '../../lib/db/database.js';
import type { DraftBusEvent, DraftEvents } from '../../lib/draft-events.js';
import type { Logger } from '../../lib/logger.js';
import { showCoachesOnly } from './draft-figures.js';
import type { FullDraftState } from './draft-state.js';
import { readDraftState } from './drafts.service.js';

export type DraftViewer = 'coach' | 'admin';

/** One open events stream as the room sees it: it is handed ready-made bytes and says when it is gone. */
export interface RoomReader {
  viewer: DraftViewer;
  /** Writes one event's bytes; answers false when the reader was dropped for not keeping up. */
  write(bytes: Buffer): boolean;
  /** The last pick number this reader has been shown (the state's count, then each pick). */
  known: number;
  /** Until its first state is written, a reader gets nothing else. */
  ready: boolean;
  /** Ends the stream: its first state could not be read. */
  end(): void;
}

/** Streams written between two turns of the event loop, so other requests are answered in between. */
const writesPerTurn = 25;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

// Encoded once: every stream is handed the same bytes.
const eventBytes = (event: DraftEventDto, id?: number) => Buffer.from(`${id ? `id: ${id}\n` : ''}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);

/** The state as each kind of viewer sees it, each turned into bytes once for every reader. */
interface SharedState {
  full: FullDraftState;
  bytes: Record<DraftViewer, Buffer>;
}

function shareState(full: FullDraftState): SharedState {
  // A coach's stream never carries the figures the admin hid (decision 0090).
  return { full, bytes: { admin: eventBytes({ type: 'state', draft: full }), coach: eventBytes({ type: 'state', draft: showCoachesOnly(full) }) } };
}

/**
 * Everyone watching one draft on this server (decision 0103). The state is read once per
 * change and once for any number of readers joining between two changes, then sent to each as
 * the same bytes; picks are sent as they come. Events and reads are handled one at a time, in the
 * order heard, so a reader never gets an older state after a newer one.
 */
class DraftRoom {
  readonly readers = new Set<RoomReader>();
  /** Requests waiting for the state (GET /drafts/{id}/) that keep the room open meanwhile. */
  borrowers = 0;
  private shared: SharedState | undefined;
  /** Counts the events heard, so a state read while one arrived is not kept for later readers. */
  private heardCount = 0;
  private queue: Promise<void> = Promise.resolve();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly draftId: number,
    private readonly deps: { db: Db; events: DraftEvents; logger: Logger },
  ) {
    this.unsubscribe = deps.events.subscribe(draftId, (event) => this.heard(event), () => this.heard({ type: 'changed', draft_id: draftId }));
  }

  close() {
    this.unsubscribe();
    this.shared = undefined;
  }

  get idle() {
    return this.readers.size === 0 && this.borrowers === 0;
  }

  add(reader: RoomReader) {
    this.readers.add(reader);
    void this.enqueue(() => this.sendState(false)).catch((error: unknown) => this.deps.logger.warn({ err: error, draftId: this.draftId }, 'Could not send a draft state.'));
  }

  /** The state as of now, shared with every reader and request between two changes. */
  async state(): Promise<FullDraftState> {
    return this.enqueue(async () => (await this.current()).full);
  }

  private heard(event: DraftBusEvent) {
    // Whatever was read before this event is out of date for the readers who join after it.
    this.shared = undefined;
    this.heardCount += 1;
    void this.enqueue(event.type === 'changed' ? () => this.sendState(true) : () => this.sendPick(event)).catch((error: unknown) =>
      this.deps.logger.warn({ err: error, draftId: this.draftId }, 'Could not resend a draft state.'),
    );
  }

  /** Runs `task` after every task before it, and answers its result. */
  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const result = this.queue.then(task);
    this.queue = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  private async current(): Promise<SharedState> {
    if (this.shared) return this.shared;
    const before = this.heardCount;
    const shared = shareState(await readDraftState(this.deps.db, this.draftId));
    // An event heard during the read is handled next; after it, this state is out of date.
    if (this.heardCount === before) this.shared = shared;
    return shared;
  }

  private async sendState(everyone: boolean) {
    const waiting = [...this.readers].filter((r) => everyone || !r.ready);
    if (waiting.length === 0) return;
    let shared: SharedState;
    try {
      shared = await this.current();
    } catch (error) {
      for (const reader of waiting) if (!reader.ready) reader.end();
      throw error;
    }
    for (const [index, reader] of waiting.entries()) {
      if (index > 0 && index % writesPerTurn === 0) await nextTurn();
      if (!this.readers.has(reader)) continue;
      // The state is the truth: after an undo, the next pick reuses the undone number.
      reader.known = shared.full.picks.length;
      reader.ready = true;
      reader.write(shared.bytes[reader.viewer]);
    }
  }

  private async sendPick(event: Extract<DraftBusEvent, { type: 'pick' }>) {
    const bytes = eventBytes(event, event.pick.pick_number);
    for (const [index, reader] of [...this.readers].entries()) {
      if (index > 0 && index % writesPerTurn === 0) await nextTurn();
      // A reader still waiting for its state gets it with this pick already in.
      if (!this.readers.has(reader) || !reader.ready || event.pick.pick_number <= reader.known) continue;
      reader.known = event.pick.pick_number;
      reader.write(bytes);
    }
  }
}

/** The rooms of one app: a room lives while someone watches or reads its draft, and is let go with its state when the last one leaves. */
export function createDraftRooms(deps: { db: Db; events: DraftEvents; logger: Logger }) {
  const rooms = new Map<number, DraftRoom>();
  const open = (draftId: number) => {
    let room = rooms.get(draftId);
    if (!room) {
      room = new DraftRoom(draftId, deps);
      rooms.set(draftId, room);
    }
    return room;
  };
  const closeIfIdle = (draftId: number, room: DraftRoom) => {
    if (!room.idle || rooms.get(draftId) !== room) return;
    rooms.delete(draftId);
    room.close();
  };
  return {
    /** Adds a reader to the draft's room; the answer takes it out again. */
    enter(draftId: number, reader: RoomReader): () => void {
      const room = open(draftId);
      room.add(reader);
      return () => {
        room.readers.delete(reader);
        closeIfIdle(draftId, room);
      };
    },
    /** The whole state (a 404 for a draft that does not exist), read once for all who ask between two changes. */
    async state(draftId: number): Promise<FullDraftState> {
      const room = open(draftId);
      room.borrowers += 1;
      try {
        return await room.state();
      } finally {
        room.borrowers -= 1;
        closeIfIdle(draftId, room);
      }
    },
  };
}
