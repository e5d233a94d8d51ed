import { fileURLToPath } from 'node:url';
import path from 'node:path';

// src/lib/db and dist/lib/db sit at the same depth, so one relative path serves both.
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const prismaDir = path.join(repoRoot, 'prisma');
export const schemaPath = path.join(prismaDir, 'schema.prisma');
export const migrationsDir = path.join(prismaDir, 'migrations');
