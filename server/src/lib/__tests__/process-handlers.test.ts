import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./fixtures/crash.ts', import.meta.url));

/** Runs the fixture under tsx and answers its exit code and its JSON log lines. */
function runFixture(how: string): Promise<{ code: number | null; lines: { level: number; msg: string; err?: { message: string } }[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, how], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const lines = out.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
      resolve({ code, lines });
    });
  });
}

describe('process handlers', () => {
  it.each([
    ['reject', 'unhandled promise rejection, shutting down', 'a promise nobody awaited'],
    ['throw', 'uncaught exception, shutting down', 'a throw nobody caught'],
  ])('when a %s escapes, logs it as fatal, closes the server and database, and exits with 1', async (how, message, cause) => {
    const { code, lines } = await runFixture(how);

    expect(code).toBe(1);
    const fatal = lines.find((line) => line.level === 60);
    expect(fatal?.msg).toBe(message);
    expect(fatal?.err?.message).toBe(cause);
    expect(lines.map((line) => line.msg)).toContain('closed the server and the database');
  });

  it('on SIGTERM, closes the server and database and exits with 0', async () => {
    const { code, lines } = await runFixture('signal');

    // The two lines share a millisecond and have been seen in either order on the pipe; both must be there.
    expect(code).toBe(0);
    expect(lines.map((line) => line.msg).sort()).toEqual(['SIGTERM received, shutting down', 'closed the server and the database'].sort());
  });
});
