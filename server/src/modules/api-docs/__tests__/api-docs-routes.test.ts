import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../app.js';
import { loadConfig } from '../../../config/env.js';
import type { Db } from '../../../lib/db/database.js';
import { createLogger } from '../../../lib/logger.js';
import { listApiRoutes } from '../../../testing/list-app-routes.js';
import { buildOpenApiDocument } from '../build-openapi.js';

// Building the routers reads no data, and the docs routes answer none: the app needs no database here.
const app = createApp({
  db: {} as Db,
  config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent' }),
  logger: createLogger('silent'),
});

const documented = Object.entries(buildOpenApiDocument().paths ?? {}).flatMap(([path, item]) =>
  (['get', 'post', 'put', 'patch', 'delete'] as const).filter((m) => item?.[m]).map((m) => `${m.toUpperCase()} ${path}`),
);

describe('the API document', () => {
  const served = listApiRoutes(app);

  it('names every route the app answers under /api', () => {
    expect(served.length).toBeGreaterThan(150);
    expect(served.filter((route) => !documented.includes(route))).toEqual([]);
  });

  it('names no route the app does not answer', () => {
    expect(documented.filter((route) => !served.includes(route))).toEqual([]);
  });

  it('is served as OpenAPI JSON that a script can read', async () => {
    const res = await request(app).get('/api/docs/openapi.json').expect(200);
    expect(res.type).toBe('application/json');
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.paths['/api/teams/{id}/'].patch.requestBody.content['application/json'].schema.properties).toHaveProperty('name');
  });

  it('is served as a page a person can read, with who may call each route', async () => {
    const res = await request(app).get('/api/docs/').expect(200);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('<code>/api/players/balanced_teams/</code>');
    expect(res.text).toContain('Who may call it: League administrators.');
  });
});
