// Runs `prisma generate` without the native engine download (see schema-engine-stub.mjs).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const stub = fileURLToPath(new URL('./schema-engine-stub.mjs', import.meta.url));
const schema = fileURLToPath(new URL('../../prisma/schema.prisma', import.meta.url));
const result = spawnSync('npx', ['prisma', 'generate', '--schema', schema], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: stub, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' },
});
process.exit(result.status ?? 1);
