import { readFileSync } from 'node:fs';

/** A process as a lock file names it: a pid alone is reused (PID 1 in every container). */
export interface ProcessIdentity {
  pid: number;
  /** Clock ticks after boot when the process started (/proc/<pid>/stat field 22); null off Linux. */
  start_time: string | null;
  /** The kernel's id of this boot; null off Linux. */
  boot_id: string | null;
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function startTimeOf(pid: number): string | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // Field 2 (the command) is in parentheses and may hold spaces: count fields after its ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null; // field 22 of the whole line
}

function bootId(): string | null {
  return readOrNull('/proc/sys/kernel/random/boot_id')?.trim() || null;
}

export function describeProcess(pid: number): ProcessIdentity {
  return { pid, start_time: startTimeOf(pid), boot_id: bootId() };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process a lock file names is still running. On Linux the pid must be alive
 * with the same start time in the same boot; elsewhere (no /proc) a live pid is taken as the
 * owner, the safe side: refusing wrongly asks for a restart, taking over wrongly loses writes.
 */
export function isSameProcess(owner: ProcessIdentity): boolean {
  const now = describeProcess(owner.pid);
  if (owner.boot_id && now.boot_id && owner.boot_id !== now.boot_id) return false;
  if (!isAlive(owner.pid)) return false;
  if (owner.start_time && now.start_time) return owner.start_time === now.start_time;
  return true;
}
