// Runs the end-to-end specs against the production build (made by the specs' global setup only
// when its sources changed) and Debian's Chromium: its headless shell when installed (the same
// Chromium build without the desktop browser around the page, which took a third of the suite's
// time; decision 0173), else the chromium browser itself, or CHROMIUM_PATH when set.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const chromium = candidates.find((path) => existsSync(path));
if (!chromium) {
  console.error(`End-to-end tests need Debian's Chromium at ${candidates.join(' or ')} (apt-get install chromium chromium-headless-shell), or CHROMIUM_PATH set.`);
  process.exit(1);
}
const vitest = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: new URL('..', import.meta.url),
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(vitest.status ?? 1);
