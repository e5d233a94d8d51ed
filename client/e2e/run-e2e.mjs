// Builds the SPA, then runs the end-to-end specs against a real server and Debian's chromium.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`End-to-end tests need Debian's chromium at ${chromium} (apt-get install chromium), or CHROMIUM_PATH set.`);
  process.exit(1);
}
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', cwd: new URL('..', import.meta.url) }).status ?? 1;
if (process.env.E2E_SKIP_BUILD !== 'true') {
  const built = run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (built !== 0) process.exit(built);
}
process.exit(run('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)]));
