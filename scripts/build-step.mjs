// Builds what is out of date, and only that: each step's inputs are hashed, and the hash is kept
// beside its output (`.build-stamp`), so a second `npm start`, `npm test` or CI step that finds the
// same sources skips the step. Usage: node scripts/build-step.mjs [--force] <step>...
// Steps: prisma (the generated client), contract (its dist), client (the SPA), server (its dist).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Tests never change what a build makes, so editing one does not rebuild.
const notBuilt = (file) => /(^|\/)(__tests__|testing|node_modules|dist|generated)(\/|$)|\.test\.tsx?$/.test(file);

export const steps = {
  prisma: {
    inputs: ['prisma/schema.prisma', 'server/scripts/prisma-generate.mjs', 'package-lock.json'],
    output: 'server/src/generated',
    command: ['npm', 'run', 'db:generate', '--workspace', 'server'],
  },
  contract: {
    inputs: ['contract/src', 'contract/tsconfig.json', 'contract/package.json', 'tsconfig.base.json'],
    output: 'contract/dist',
    command: ['npm', 'run', 'build', '--workspace', 'contract'],
  },
  client: {
    inputs: ['client/src', 'client/public', 'client/index.html', 'client/vite.config.ts', 'client/package.json',
      'client/tsconfig.json', 'contract/src', 'package-lock.json', 'tsconfig.base.json'],
    output: 'client/dist',
    command: ['npm', 'run', 'build', '--workspace', 'client'],
  },
  server: {
    inputs: ['server/src', 'server/scripts/build-dist.mjs', 'server/package.json', 'prisma/schema.prisma',
      'contract/src', 'package-lock.json', 'tsconfig.base.json'],
    output: 'server/dist',
    command: ['npm', 'run', 'build', '--workspace', 'server'],
  },
};

function listFiles(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [relative];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((entry) => path.join(relative, entry))
    .filter((file) => !notBuilt(file) && statSync(path.join(root, file)).isFile())
    .sort();
}

/** One hash of every input file's path and bytes: a fresh clone and a touched file agree. */
export function hashInputs(step) {
  const hash = createHash('sha256');
  for (const file of step.inputs.flatMap(listFiles)) {
    hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

const stampPath = (step) => path.join(root, step.output, '.build-stamp');

export function isCurrent(step) {
  const stamp = stampPath(step);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hashInputs(step);
}

/** Runs the step when its inputs changed since its output was made; answers the exit status. */
export function runStep(name, { force = false } = {}) {
  const step = steps[name];
  if (!step) throw new Error(`Unknown build step "${name}": use ${Object.keys(steps).join(', ')}.`);
  if (!force && isCurrent(step)) {
    console.log(`build: ${name} is up to date (${step.output})`);
    return 0;
  }
  const started = Date.now();
  // Hashed before the build: a source edited while it runs leaves a stamp that no longer matches.
  const inputsHash = hashInputs(step);
  const status = spawnSync(step.command[0], step.command.slice(1), { cwd: root, stdio: 'inherit' }).status ?? 1;
  if (status !== 0) return status;
  writeFileSync(stampPath(step), `${inputsHash}\n`);
  console.log(`build: ${name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const force = args.includes('--force') || process.env.FORCE_BUILD === 'true';
  for (const name of args.filter((a) => a !== '--force')) {
    const status = runStep(name, { force });
    if (status !== 0) process.exit(status);
  }
}
