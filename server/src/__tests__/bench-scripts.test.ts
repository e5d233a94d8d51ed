import { describe, expect, it } from 'vitest';
import { readRepoFile } from '../testing/markdown-docs.js';

// The README and the benchmark pages write `npm run bench:x -- --only=...` from the repository
// root. npm hands what follows `--` to the root script only; a root script that calls the
// server's without a trailing `--` lets npm swallow the flags, and the whole benchmark runs.
const rootScripts = JSON.parse(readRepoFile('package.json')).scripts as Record<string, string>;
const serverScripts = JSON.parse(readRepoFile('server/package.json')).scripts as Record<string, string>;
const benchScripts = Object.entries(rootScripts).filter(([name]) => name.startsWith('bench:'));

describe('the root benchmark scripts', () => {
  it('exist for the documented benchmarks', () => {
    expect(benchScripts.map(([name]) => name)).toContain('bench:balance');
  });

  it.each(benchScripts)('%s runs the server benchmark of the same name and forwards its flags', (name, command) => {
    expect(command).toBe(`npm run ${name} --workspace server --`);
    expect(serverScripts[name]).toMatch(/bench\//);
  });
});
