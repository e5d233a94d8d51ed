import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { PgliteWorkerData, PgliteWorkerReply, PgliteWorkerRequest } from './pglite-worker.js';

export interface EmbeddedServer {
  /** The folder holding the socket `.s.PGSQL.5432`: node-postgres's `host` for a unix socket. */
  socketDir: string;
  /** The database as a tarball (tests copy one migrated database into each test file). */
  dump: () => Promise<Uint8Array>;
  close: () => Promise<void>;
}

export interface EmbeddedOptions {
  dataDir?: string;
  loadDataDir?: Uint8Array;
  maxConnections: number;
  statisticsAfterMs?: number;
}

// Under tsx/vitest the worker is the TypeScript file beside this one, loaded through tsx;
// in the production build the compiled .js (as the balancing pool does).
const here = fileURLToPath(import.meta.url);
const extension = path.extname(here);
const run = promisify(execFile);
const workerFile = path.join(path.dirname(here), `pglite-worker${extension}`);

function spawn(data: PgliteWorkerData) {
  if (extension !== '.ts') return new Worker(workerFile, { workerData: data });
  const entry = path.join(path.dirname(here), 'tsx-worker-entry.cjs');
  // --cpu-prof follows the thread into a profile of its own (other flags are not all allowed).
  const execArgv = [...process.execArgv.filter((flag) => flag.startsWith('--cpu-prof')), '--import', 'tsx'];
  return new Worker(entry, { workerData: { ...data, tsEntry: workerFile }, execArgv });
}

function nextReply(worker: Worker, type: PgliteWorkerReply['type']): Promise<PgliteWorkerReply> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: PgliteWorkerReply) => {
      if (message.type !== type && message.type !== 'failed') return;
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      worker.off('error', onError);
      if (message.type === 'failed') reject(new Error(`The embedded database could not open: ${message.message}`));
      else resolve(message);
    };
    const onExit = (code: number) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      reject(new Error(`The embedded database's thread stopped (exit code ${code}).`));
    };
    const onError = (error: Error) => {
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      reject(error);
    };
    worker.on('message', onMessage);
    worker.once('exit', onExit);
    worker.once('error', onError);
  });
}

/**
 * PGlite keeps the memory it needed to create a data folder (~840 MB) but reopens one in far
 * less, and a thread that ends does not give it all back: a new folder is created by a short
 * child process.
 */
async function createDataDir(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)}); const db = new PGlite(process.argv[1]); await db.waitReady; await db.close();`;
  await run(process.execPath, ['--input-type=module', '-e', script, dataDir]).catch((error: { stderr?: string }) => {
    throw new Error(`The embedded database could not create ${dataDir}: ${error.stderr ?? String(error)}`);
  });
}

/** Starts the embedded PostgreSQL in a worker thread, served on a unix socket only we can open. */
export async function startEmbeddedServer(options: EmbeddedOptions): Promise<EmbeddedServer> {
  if (options.dataDir) await createDataDir(options.dataDir);
  // A private folder (mode 0700) in the temp dir: short enough for a socket path, and no other
  // user of the machine can connect (PGlite has no passwords).
  const socketDir = mkdtempSync(path.join(os.tmpdir(), 'league-db-'));
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  // Also when the process ends without closing (a test runner's worker, process.exit).
  process.once('exit', removeSocketDir);
  const worker = spawn({ ...options, socketPath: path.join(socketDir, '.s.PGSQL.5432') });
  let closing = false;
  worker.on('error', (error) => {
    if (!closing) process.emitWarning(`The embedded database's thread failed: ${error.message}`);
  });
  try {
    await nextReply(worker, 'ready');
  } catch (error) {
    await worker.terminate();
    removeSocketDir();
    throw error;
  }
  // The database gone mid-run leaves the process unable to answer: end it so the supervisor
  // starts a fresh one (the process handlers close what they can and exit 1).
  worker.once('exit', (code) => {
    if (!closing) process.nextTick(() => { throw new Error(`The embedded database's thread stopped unexpectedly (exit code ${code}).`); });
  });
  const send = (request: PgliteWorkerRequest) => worker.postMessage(request);
  return {
    socketDir,
    dump: async () => {
      const answer = nextReply(worker, 'dump');
      send({ type: 'dump' });
      return ((await answer) as Extract<PgliteWorkerReply, { type: 'dump' }>).data;
    },
    close: async () => {
      if (closing) return;
      closing = true;
      const closed = nextReply(worker, 'closed').catch(() => undefined);
      send({ type: 'close' });
      await closed;
      // The thread ends by itself once closed; terminate only one that hangs.
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      const timer = setTimeout(() => void worker.terminate(), 5000);
      await exited;
      clearTimeout(timer);
      process.off('exit', removeSocketDir);
      removeSocketDir();
    },
  };
}
