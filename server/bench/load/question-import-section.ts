// A row of `npm run bench:load`: /api/health/ while a 2,000-question GIFT file previews into a
// 4,000-question bank (issue 36: 35.1 s of health while the import took 36.9 s). The upload is
// sent from a thread of its own so that building and reading it is not counted as the server's.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { Db } from '../../src/lib/db/database.js';
import { createUser } from '../../src/testing/factories.js';
import { findNearDuplicates } from '../../src/modules/quizzes/ai/near-duplicate-index.js';
import { findNearDuplicate, toComparable } from '../../src/modules/quizzes/ai/text-similarity.js';
import { generateImport } from '../../src/testing/generated-question-bank.js';

export const importBankSize = Number(process.env.BENCH_BANK_QUESTIONS ?? 4000);
export const importFileSize = Number(process.env.BENCH_FILE_QUESTIONS ?? 2000);

const uploadSource = `
const { parentPort, workerData: { url, auth, gift } } = require('node:worker_threads');
const started = performance.now();
const form = new FormData();
form.append('preview', 'true');
form.append('file', new Blob([gift], { type: 'text/plain' }), 'bank.gift');
fetch(url, { method: 'POST', headers: auth, body: form })
  .then(async (r) => ({ status: r.status, body: await r.json() }))
  .then(({ status, body }) => parentPort.postMessage({ status, ms: performance.now() - started, duplicates: body.near_duplicates?.length ?? 0, imported: body.imported ?? 0 }));
`;

// Two health probers one after another each, in a thread of their own (autocannon's worker mode
// cannot be stopped early), until told to stop: every answer's time in milliseconds.
const proberSource = `
const { parentPort, workerData: { url } } = require('node:worker_threads');
const times = [];
let running = true;
parentPort.once('message', () => { running = false; });
const probe = async () => {
  while (running) {
    const started = performance.now();
    await (await fetch(url)).arrayBuffer();
    times.push(performance.now() - started);
  }
};
Promise.all([probe(), probe()]).then(() => parentPort.postMessage(times));
`;

function startProber(url: string): { stop: () => Promise<number[]> } {
  const worker = new Worker(proberSource, { eval: true, workerData: { url } });
  const times = new Promise<number[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).finally(() => void worker.terminate());
  return { stop: () => (worker.postMessage('stop'), times) };
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? NaN;

interface UploadOutcome {
  status: number;
  ms: number;
  duplicates: number;
  imported: number;
}

function uploadElsewhere(workerData: { url: string; auth: Record<string, string>; gift: string }): Promise<UploadOutcome> {
  const worker = new Worker(uploadSource, { eval: true, workerData });
  return new Promise<UploadOutcome>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).finally(() => void worker.terminate());
}

// GIFT's special characters, escaped as its writers do.
const giftText = (text: string) => text.replace(/([~=#{}:\\])/g, '\\$1');

export interface ImportLoad {
  healthP99: number;
  /** The same prober for a few seconds before the import: what the shared machine alone costs. */
  restP99: number;
  healthRequests: number;
  /** The request thread's longest stall while the preview ran (reading the file stays there). */
  stallMs: number;
  upload: UploadOutcome;
}

/** A league with a generated bank, then its file previewed while a prober asks for /api/health/. */
export async function measureImportLoad(db: Db, base: string): Promise<ImportLoad> {
  const manager = await createUser(db, { userType: 'referee_admin' });
  const { bank, file } = generateImport(importBankSize, importFileSize, 36);
  await db.question.createMany({
    data: bank.map((questionText) => ({ leagueId: manager.leagueId, questionText: questionText || '?', questionType: 'true_false' as const, options: [], correctAnswer: 'true' })),
  });
  const gift = file.map((text, i) => `::Q${i + 1}::${giftText(text || 'Is it?')} {T}`).join('\n\n');

  const rest = startProber(`${base}/api/health/`);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const restP99 = Math.round(percentile(await rest.stop(), 99));
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const prober = startProber(`${base}/api/health/`);
  const upload = await uploadElsewhere({ url: `${base}/api/quizzes/import/`, auth: manager.auth, gift });
  const health = await prober.stop();
  loop.disable();
  return { healthP99: Math.round(percentile(health, 99)), restP99, healthRequests: health.length, stallMs: loop.max / 1e6, upload };
}

/** CPU ms of the check alone on this thread: the index for each bank size, the old pairwise check on the first. */
export function measureCheckScaling(bankSizes: number[]): { indexed: string; pairwise: string } {
  const cpu = (work: () => void) => {
    const start = process.cpuUsage();
    work();
    const used = process.cpuUsage(start);
    return ((used.user + used.system) / 1000).toFixed(0);
  };
  const indexed = bankSizes.map((size) => {
    const { bank, file } = generateImport(size, importFileSize, 36);
    return `${size.toLocaleString('en')}: ${cpu(() => findNearDuplicates(bank.map((text, i) => ({ id: i + 1, text })), file))}`;
  });
  const { bank, file } = generateImport(bankSizes[0]!, importFileSize, 36);
  const comparable = bank.map((text, i) => toComparable(i + 1, text));
  const pairwise = `${bankSizes[0]!.toLocaleString('en')}: ${cpu(() => file.forEach((text) => findNearDuplicate(text, comparable)))}`;
  return { indexed: indexed.join(' · '), pairwise };
}
