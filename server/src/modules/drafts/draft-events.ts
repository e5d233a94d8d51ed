import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { DraftEvents, DraftBusEvent as PickEvent } from '../../lib/draft-events.js';
import type { Logger } from '../../lib/logger.js';

export type { DraftEvents };

const channel = 'draft_events';

function createLocalHub() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (event: PickEvent) => emitter.emit(`draft:${event.draft_id}`, event),
    resync: () => emitter.emit('resync'),
    subscribe(draftId: number, onEvent: (event: PickEvent) => void, onResync: () => void) {
      emitter.on(`draft:${draftId}`, onEvent);
      emitter.on('resync', onResync);
      return () => {
        emitter.off(`draft:${draftId}`, onEvent);
        emitter.off('resync', onResync);
      };
    },
  };
}

export function createInProcessDraftEvents(): DraftEvents {
  const hub = createLocalHub();
  return {
    publish: async (event) => void hub.emit(event),
    subscribe: hub.subscribe,
    stop: async () => {},
  };
}

/** A dedicated client LISTENs (reconnecting after a second when it drops); publishing is `pg_notify`. */
export async function startPgDraftEvents(connectionString: string, logger: Logger): Promise<DraftEvents> {
  const hub = createLocalHub();
  let client: pg.Client | undefined;
  let stopped = false;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      hub.emit(JSON.parse(message.payload) as PickEvent);
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'Draft events: the listening connection failed; reconnecting.');
      if (client === next) client = undefined;
      void next.end().catch(() => {});
      if (!stopped) setTimeout(() => void reconnect(), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  }

  async function reconnect() {
    if (stopped || client) return;
    try {
      await connect();
      hub.resync();
    } catch (error) {
      logger.warn({ err: error }, 'Draft events: could not listen again; retrying.');
      setTimeout(() => void reconnect(), 1000);
    }
  }

  await connect();
  return {
    async publish(event) {
      // Through the listening client: NOTIFY reaches every listener, this instance included.
      if (!client) throw new Error('Draft events are reconnecting.');
      await client.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(event)]);
    },
    subscribe: hub.subscribe,
    async stop() {
      stopped = true;
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
