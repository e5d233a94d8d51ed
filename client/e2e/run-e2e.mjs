// Runs the end-to-end specs against the production build (made by the specs' global setup only
// when its sources changed) and Debian's chromium.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`End-to-end tests need Debian's chromium at ${chromium} (apt-get install chromium), or CHROMIUM_PATH set.`);
  process.exit(1);
}
const vitest = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: new URL('..', import.meta.url),
});
process.exit(vitest.status ?? 1);
