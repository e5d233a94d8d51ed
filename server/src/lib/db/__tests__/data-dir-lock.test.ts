import { execFile, spawn } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openAdapter } from '../adapters.js';
import { describeProcess } from '../process-identity.js';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../../../..');
// Creating an embedded database folder takes seconds of CPU (opening an existing one, about
// one): every test gets a copy of one folder made once, which is all the lock ever sees.
let template = '';
beforeAll(async () => {
  template = await mkdtemp(path.join(os.tmpdir(), 'league-lock-template-'));
  await (await openAdapter({ kind: 'pglite', dataDir: template })).close();
});
afterAll(() => rm(template, { recursive: true, force: true }));

let dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'league-lock-'));
  dirs.push(dir);
  await cp(template, dir, { recursive: true });
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  dirs = [];
});

describe('one process per embedded data folder', () => {
  it('user:create against the folder of a running server refuses and says to stop the server', async () => {
    const dataDir = await tempDir();
    const server = await openAdapter({ kind: 'pglite', dataDir });

    const outcome = await run('npx', ['tsx', 'scripts/create-user.ts', '--username', 'late_ref', '--password', 'long-enough-1', '--type', 'referee', '--league', 'Any'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' },
    }).then(() => ({ code: 0, stderr: '' }), (error: { code: number; stderr: string }) => error);
    await server.close();

    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(`The embedded database in ${dataDir} is open in another process (the league server, process ${process.pid}).`);
    expect(outcome.stderr).toContain('stop the server');
  });

  it('a second open in the same process is refused too, and the folder opens again once closed', async () => {
    const dataDir = await tempDir();
    const first = await openAdapter({ kind: 'pglite', dataDir });

    await expect(openAdapter({ kind: 'pglite', dataDir })).rejects.toThrow(/is open in another process/);
    await first.close();
    const again = await openAdapter({ kind: 'pglite', dataDir });
    await again.close();
  });

  it('a lock left by a server that died is taken over', async () => {
    const dataDir = await tempDir();
    const { stdout } = await run(process.execPath, ['-e', 'console.log(process.pid)']);
    await writeFile(path.join(dataDir, 'league-server.lock'), JSON.stringify({ pid: Number(stdout.trim()) }));

    const opened = await openAdapter({ kind: 'pglite', dataDir });

    await opened.close();
  });
});

describe('a lock left by a crash in a container whose pids start again at 1', () => {
  const lockFile = (dataDir: string) => path.join(dataDir, 'league-server.lock');

  it('a lock naming PID 1 as it was before the restart (another start time) is taken over', async () => {
    const dataDir = await tempDir();
    const before = { ...describeProcess(1), start_time: '1' };
    await writeFile(lockFile(dataDir), JSON.stringify(before));

    const opened = await openAdapter({ kind: 'pglite', dataDir });

    await opened.close();
  });

  it('a lock naming our own pid from an earlier boot is taken over, even in the old format without a start time', async () => {
    const dataDir = await tempDir();
    await writeFile(lockFile(dataDir), JSON.stringify({ ...describeProcess(process.pid), boot_id: 'an-earlier-boot' }));
    const first = await openAdapter({ kind: 'pglite', dataDir });
    await first.close();
    await writeFile(lockFile(dataDir), JSON.stringify({ pid: process.pid }));

    const second = await openAdapter({ kind: 'pglite', dataDir });

    await second.close();
  });

  it('a lock held by a live process with the same start time is refused with the sentence that says to stop the server', async () => {
    const dataDir = await tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      await writeFile(lockFile(dataDir), JSON.stringify(describeProcess(holder.pid!)));

      await expect(openAdapter({ kind: 'pglite', dataDir })).rejects.toThrow(
        `The embedded database in ${dataDir} is open in another process (the league server, process ${holder.pid}).`,
      );
    } finally {
      holder.kill();
    }
  });
});
