import request from 'supertest';
import type { TestContext } from '../../../testing/test-app.js';
import type { TestUser } from '../../../testing/factories.js';

/** Imports a registration CSV into a division through the API (written, not a dry run). */
export function importRegistrations(t: TestContext, admin: TestUser, divisionId: number, csv: string, fields: Record<string, string> = {}) {
  let req = request(t.app).post('/api/players/import/').set(admin.auth).field('division_id', String(divisionId));
  for (const [key, value] of Object.entries({ dry_run: 'false', ...fields })) req = req.field(key, value);
  return req.attach('file', Buffer.from(csv), { filename: 'export.csv', contentType: 'text/csv' });
}
