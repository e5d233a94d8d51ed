// For people who use Prisma's stock CLI where it can download its engine
// (`npx prisma migrate deploy`, `migrate status`): the same schema and migration folders
// the app applies itself. The project's own scripts never need this file.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? '' },
});
