import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague, createUser } from '../../../testing/factories.js';
import { createSeason } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

const calls = [
  ['GET', '/api/seasons/'],
  ['POST', '/api/seasons/'],
  ['DELETE', '/api/seasons/:id/'],
] as const;

const send = (method: string, path: string) => request(t.app)[method.toLowerCase() as 'get' | 'post' | 'delete'](path);

describe('seasons access', () => {
  it.each(calls)('%s %s without a token answers 401 and changes nothing', async (method, path) => {
    const owner = await createAdminInNewLeague(t.db);
    const season = await createSeason(t.db, owner.leagueId);

    const res = await send(method, path.replace(':id', String(season.id))).send({ name: 'Sneaky', year: 2026 });

    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Authentication credentials were not provided.');
    expect(await t.db.season.count({ where: { leagueId: owner.leagueId } })).toBe(1);
  });

  it.each(calls)('%s %s with a referee token of the same league answers 403 and changes nothing', async (method, path) => {
    const owner = await createAdminInNewLeague(t.db);
    const referee = await createUser(t.db, { userType: 'referee', leagueId: owner.leagueId });
    const season = await createSeason(t.db, owner.leagueId);

    const res = await send(method, path.replace(':id', String(season.id))).set(referee.auth).send({
      name: 'Sneaky',
      year: 2026,
      start_date: '2026-01-01',
      end_date: '2026-02-01',
    });

    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect(await t.db.season.count({ where: { leagueId: owner.leagueId } })).toBe(1);
  });
});
