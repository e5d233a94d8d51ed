import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startFakeOpenAi } from './fake-openai';
import { startMailbox } from './mailbox-server';
import { quizSubmitGraceSeconds } from './server-settings';
import { runStep } from '../../../scripts/build-step.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the specs read the emails the server sent (support/mailbox.ts). */
    mailboxUrl: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

// The built server answers as soon as it has migrated its fresh database (seconds on a quiet
// machine, 92 s was seen at load 25); the bound only stops a wait for a server that never comes up.
async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`The server exited early with code ${child.exitCode}.`);
    try {
      const res = await fetch(`${url}/api/health/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The server did not answer ${url}/api/health/ within ${timeoutMs / 1000} s.`);
}

/**
 * The production build of the same run (the server's dist and the SPA, built here only when
 * their sources changed: scripts/build-step.mjs), on a fresh embedded database with the demo seed.
 */
export default async function setup(project: TestProject) {
  const steps = process.env.E2E_CLIENT_DIST ? ['server'] : ['client', 'server'];
  for (const step of steps) {
    if (runStep(step) !== 0) throw new Error(`The ${step} build failed: the end-to-end tests need it.`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'league-e2e-'));
  const openai = await startFakeOpenAi();
  const mailbox = await startMailbox();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/dist/index.js')], {
    cwd: path.join(repoRoot, 'server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      // E2E_CLIENT_DIST: a build of one's own, when others build client/dist on the same tree.
      CLIENT_DIST_DIR: process.env.E2E_CLIENT_DIST ?? path.join(repoRoot, 'client/dist'),
      OPENAI_API_KEY: 'e2e-test-key',
      OPENAI_BASE_URL: openai.baseUrl,
      OPENAI_MODEL: 'fake-model',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      // The fewest rounds bcrypt takes: the tests sign in and register hundreds of times.
      PASSWORD_HASH_ROUNDS: '4',
      QUIZ_SUBMIT_GRACE_SECONDS: String(quizSubmitGraceSeconds),
      // Emails go to the specs' mail server, and their links open this server.
      SMTP_URL: mailbox.smtpUrl,
      MAIL_FROM: 'League <league@example.org>',
      PUBLIC_URL: baseUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, child);
  project.provide('baseUrl', baseUrl);
  project.provide('mailboxUrl', mailbox.readUrl);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    openai.server.close();
    await mailbox.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
