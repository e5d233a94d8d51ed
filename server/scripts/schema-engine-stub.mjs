#!/usr/bin/env node
// Prisma's CLI insists on a native schema engine it downloads from its own servers, which
// these machines cannot reach. `prisma generate` only needs the path to exist; any command
// that would really run the engine lands here and is told what to use instead.
console.error(
  'The native Prisma schema engine is not installed in this project.\n' +
    'Use the project scripts instead: `npm run db:migrate` applies prisma/migrations,\n' +
    '`npm run db:migration:create -- <name>` writes a new migration from prisma/schema.prisma.',
);
process.exit(1);
