// Runs in a worker thread: the embedded PostgreSQL (PGlite, WebAssembly) and a PostgreSQL
// wire-protocol server on a private unix socket, so its queries never hold the request thread
// and the app reaches it through node-postgres like any PostgreSQL (decision 0033).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { scheduleStatistics } from './statistics-schedule.js';
import { serveWholeExchanges } from './whole-exchanges.js';

export interface PgliteWorkerData {
  dataDir?: string;
  /** A tarball (PGlite's dumpDataDir) to start an in-memory database from. */
  loadDataDir?: Uint8Array;
  socketPath: string;
  maxConnections: number;
  /** How long after the first exchange since the last ANALYZE the next one runs (decision 0115). */
  statisticsAfterMs?: number;
}

export type PgliteWorkerRequest = { type: 'dump' } | { type: 'close' };
export type PgliteWorkerReply =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'dump'; data: Uint8Array }
  | { type: 'closed' };

const data = workerData as PgliteWorkerData;
const port = parentPort!;
const reply = (message: PgliteWorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

// PostgreSQL's default 128 MB of shared buffers is memory PGlite keeps for good; a league's
// data is a few MB and the operating system caches the files anyway (decision 0033).
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

// No top-level await: under tsx this file is loaded with require (tsx-worker-entry.cjs).
async function serve() {
  const db = new PGlite({ dataDir: data.dataDir, loadDataDir: data.loadDataDir ? new Blob([data.loadDataDir]) : undefined, startParams });
  await db.waitReady;
  const server = new PGLiteSocketServer({ db, path: data.socketPath, maxConnections: data.maxConnections });
  const statistics = scheduleStatistics(db, data.statisticsAfterMs);
  statistics.attach(serveWholeExchanges(server, db, statistics.noteExchange));
  await server.start();
  port.on('message', (request: PgliteWorkerRequest) => {
    void (async () => {
      if (request.type === 'dump') {
        const buffer = await (await db.dumpDataDir('none')).arrayBuffer();
        reply({ type: 'dump', data: new Uint8Array(buffer) }, [buffer]);
      } else {
        statistics.stop();
        await server.stop();
        await db.close();
        reply({ type: 'closed' });
        port.close();
      }
    })().catch((error: unknown) => reply({ type: 'failed', message: String(error) }));
  });
  reply({ type: 'ready' });
}

serve().catch((error: unknown) => reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) }));
