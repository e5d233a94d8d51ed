import type { PGlite } from '@electric-sql/pglite';

interface QueryQueue {
  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number>;
  clearQueueForHandler(handlerId: number): void;
}

// Messages after which the connection has finished an exchange: Sync (end of an extended-
// protocol query: Parse, Bind, Describe, Execute), a simple Query, Terminate.
const exchangeEnds = new Set([0x53, 0x51, 0x58]);

export interface WholeExchanges {
  /** Runs `task` on PGlite's one session between two connections' exchanges, no transaction open. */
  runAlone<T>(task: () => Promise<T>): Promise<T>;
}

/** The handler id of the server's own work (connections' ids are 0 and up). */
const maintenance = -1;

/**
 * pglite-socket's multiplexer queues each protocol message on its own, so one connection's
 * Parse can land between another's Parse and Execute on PGlite's single session ("portal does
 * not exist", "unnamed prepared statement does not exist"). This lets one connection at a time
 * run a whole exchange, and a whole transaction, before the next starts. It wraps the
 * server's private query queue: a test (embedded-connections.test.ts) holds it to its word.
 * `afterExchange` hears of each finished exchange (the statistics schedule, decision 0115).
 */
export function serveWholeExchanges(server: object, db: PGlite, afterExchange: () => void = () => {}): WholeExchanges {
  const queue = (server as { queryQueue?: QueryQueue }).queryQueue;
  if (!queue) throw new Error('pglite-socket changed: its query queue is not where decision 0033 expects it.');
  const enqueue = queue.enqueue.bind(queue);
  const clear = queue.clearQueueForHandler.bind(queue);
  let owner: number | null = null;
  const waiting: { handlerId: number; go: () => void }[] = [];
  const release = () => {
    owner = null;
    const next = waiting.shift();
    if (next) {
      owner = next.handlerId;
      next.go();
    }
  };
  const acquire = (handlerId: number) =>
    owner === null || owner === handlerId
      ? ((owner = handlerId), Promise.resolve())
      : new Promise<void>((go) => waiting.push({ handlerId, go }));

  queue.enqueue = async (handlerId, message, onData) => {
    await acquire(handlerId);
    try {
      return await enqueue(handlerId, message, onData);
    } finally {
      // A startup packet has no type byte (it begins with its length's high byte, 0).
      const ended = message[0] === 0 || exchangeEnds.has(message[0]!);
      if (owner === handlerId && ended && !db.isInTransaction()) {
        release();
        afterExchange();
      }
    }
  };
  queue.clearQueueForHandler = (handlerId) => {
    clear(handlerId);
    for (let i = waiting.length - 1; i >= 0; i -= 1) if (waiting[i]!.handlerId === handlerId) waiting.splice(i, 1);
    if (owner === handlerId) release();
  };
  return {
    runAlone: async (task) => {
      await acquire(maintenance);
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
