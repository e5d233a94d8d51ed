// `npm run bench:draft-streams`: only the live-draft rows of `npm run bench:load`, on the embedded
// database and, when DATABASE_URL is set, on that PostgreSQL too.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase, type Database } from '../src/lib/db/database.js';
import { createLogger } from '../src/lib/logger.js';
import { draftStreamRows, measureDraftStreams, streamBenchConfig } from './draft-streams-load.js';

const url = process.env.DATABASE_URL;
const rows = draftStreamRows(Boolean(url));

async function measure(column: 'embedded' | 'postgres', open: () => Promise<Database>) {
  const database = await open();
  const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent', RATE_LIMIT_PREFIX: `bench-${Date.now()}`, ...streamBenchConfig, ...(url ? { DATABASE_URL: url } : {}) });
  const server = createApp({ db: database.prisma, config, logger: createLogger('silent') }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const figures = await measureDraftStreams(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, database.prisma);
  for (const row of rows) row[column] = figures[row.key];
  server.close();
  await database.close();
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'league-bench-'));
try {
  await measure('embedded', () => openDatabase({ kind: 'pglite', dataDir }));
  if (url) await measure('postgres', () => openDatabase({ kind: 'postgres', url }));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
console.log(`\n### Live draft streams: a 400-player draft on 20 teams, ${os.availableParallelism()} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}\n`);
console.log('| measure | before (issues 36, 38) | target | embedded (PGlite in a worker) | PostgreSQL |\n| --- | --- | --- | --- | --- |');
for (const r of rows) console.log(`| ${r.label} | ${r.today} | ${r.target} | ${r.embedded} | ${r.postgres} |`);
process.exit(0);
