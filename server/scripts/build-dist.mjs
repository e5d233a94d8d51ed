// The server's production build: every source file transpiled to dist/ as it sits (worker files
// stay files of their own), without type checking: `npm run typecheck` checks the types, so the
// build need not do the same work again (tsc took minutes on two cores; esbuild takes seconds).
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = path.join(root, 'src');
const notShipped = (file) => /(^|\/)(__tests__|testing)(\/|$)|\.test\.ts$/.test(file);
const entryPoints = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !notShipped(file))
  .map((file) => path.join(src, file));

rmSync(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints,
  outdir: path.join(root, 'dist'),
  outbase: src,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`Built ${entryPoints.length} files into dist/.`);
