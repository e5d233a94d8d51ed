// `npm run coverage`: the server and client suites with v8 coverage, printed beside the figures
// recorded in scripts/coverage-baseline.json. A figure lower than its baseline fails the run, so
// making the suite faster can never quietly test less. `--record` writes today's figures as the
// new baseline (after a change that adds tests). The server suite uses TEST_DATABASE_URL when set.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const baselinePath = path.join(root, 'scripts/coverage-baseline.json');
const metrics = ['lines', 'statements', 'functions', 'branches'];
const suites = ['server', 'client'];
const record = process.argv.includes('--record');

function measure(suite) {
  const dir = path.join(root, suite);
  const run = spawnSync('npx', ['vitest', 'run', '--coverage', '--coverage.reporter=json-summary', '--reporter=dot'], { cwd: dir, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`The ${suite} suite failed under coverage (exit ${run.status}).`);
  const summary = JSON.parse(readFileSync(path.join(dir, 'test-output/coverage/coverage-summary.json'), 'utf8'));
  return Object.fromEntries(metrics.map((m) => [m, summary.total[m].pct]));
}

const baseline = existsSync(baselinePath) ? JSON.parse(readFileSync(baselinePath, 'utf8')) : {};
const measured = Object.fromEntries(suites.map((suite) => [suite, measure(suite)]));

console.log('\n| suite | measure | baseline % | now % |\n|---|---|---:|---:|');
const lower = [];
for (const suite of suites) {
  for (const m of metrics) {
    const before = baseline[suite]?.[m];
    const now = measured[suite][m];
    console.log(`| ${suite} | ${m} | ${before ?? '—'} | ${now} |`);
    // A tenth of a point of slack: v8 counts a few lines differently from run to run.
    if (before !== undefined && now < before - 0.1) lower.push(`${suite} ${m}: ${now}% is below the baseline ${before}%`);
  }
}
if (record) {
  writeFileSync(baselinePath, `${JSON.stringify(measured, null, 2)}\n`);
  console.log(`\nRecorded as the new baseline in ${path.relative(root, baselinePath)}.`);
} else if (lower.length) {
  console.error(`\nCoverage fell:\n- ${lower.join('\n- ')}`);
  process.exit(1);
}
