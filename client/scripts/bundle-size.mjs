// Prints the gzipped size of every built chunk, and what the landing page loads first:
// the entry script plus the chunks index.html preloads. Run after `vite build`.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetKb = 250;
const dist = new URL('../dist/', import.meta.url).pathname;
const kb = (bytes) => (bytes / 1024).toFixed(1);

const assets = (await readdir(path.join(dist, 'assets'))).filter((f) => f.endsWith('.js'));
const sizes = await Promise.all(
  assets.map(async (file) => {
    const bytes = await readFile(path.join(dist, 'assets', file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  }),
);
sizes.sort((a, b) => b.gzip - a.gzip);

const html = await readFile(path.join(dist, 'index.html'), 'utf8');
const firstLoad = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]));

console.log('| chunk | raw KB | gzip KB | landing first load |');
console.log('|---|---:|---:|:---:|');
for (const s of sizes) console.log(`| ${s.file} | ${kb(s.raw)} | ${kb(s.gzip)} | ${firstLoad.has(s.file) ? 'yes' : ''} |`);
const landing = sizes.filter((s) => firstLoad.has(s.file)).reduce((sum, s) => sum + s.gzip, 0);
const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
console.log(`\nLanding page first load: ${kb(landing)} KB gzipped JavaScript (budget ${budgetKb} KB); all chunks: ${kb(total)} KB.`);
if (landing > budgetKb * 1024) {
  console.error(`Over budget by ${kb(landing - budgetKb * 1024)} KB.`);
  process.exit(1);
}
