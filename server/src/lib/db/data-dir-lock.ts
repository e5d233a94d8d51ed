import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { describeProcess, isSameProcess, type ProcessIdentity } from './process-identity.js';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is open in another process (the league server, process ${pid}). ` +
        'Only one process may use it at a time: stop the server (Ctrl+C in its window), run this again, then start the server again.',
    );
    this.name = 'DataDirLockedError';
  }
}

const lockName = 'league-server.lock';
// Folders this process holds: a lock naming our own pid that is not in here was left by an
// earlier process that had our pid (PID 1 in a restarted container).
const heldHere = new Set<string>();

/**
 * PGlite has no lock of its own: two processes on one folder overwrite each other's files and
 * one's writes are lost. A lock file names its owner by pid, the process's start time and the
 * machine's boot id, so a lock left by a crash is taken over even when its pid is alive again
 * (PID 1 in a restarted Docker container is a new process with a new start time). Answers
 * the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, lockName);
  const self = describeProcess(process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify({ ...self, started_at: new Date().toISOString() }));
      closeSync(fd);
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      const ours = owner?.pid === process.pid;
      if (owner !== null && (ours ? heldHere.has(file) : isSameProcess(owner))) throw new DataDirLockedError(dataDir, owner.pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}; remove it if no server is running.`);
}

function readOwner(file: string): ProcessIdentity | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<keyof ProcessIdentity, unknown>>;
    const pid = Number(parsed.pid);
    if (!Number.isInteger(pid) || pid <= 0) return null;
    return {
      pid,
      start_time: typeof parsed.start_time === 'string' ? parsed.start_time : null,
      boot_id: typeof parsed.boot_id === 'string' ? parsed.boot_id : null,
    };
  } catch {
    return null;
  }
}
