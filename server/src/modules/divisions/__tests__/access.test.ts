import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague, createUser } from '../../../testing/factories.js';
import { createDivision } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

const calls = [
  ['GET', '/api/divisions/'],
  ['POST', '/api/divisions/'],
  ['DELETE', '/api/divisions/:id/'],
] as const;

const send = (method: string, path: string) => request(t.app)[method.toLowerCase() as 'get' | 'post' | 'delete'](path);

describe('divisions access', () => {
  it.each(calls)('%s %s without a token answers 401 and changes nothing', async (method, path) => {
    const owner = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, owner.leagueId);

    const res = await send(method, path.replace(':id', String(division.id))).send({ name: 'Sneaky', season: division.seasonId });

    expect(res.status).toBe(401);
    expect(await t.db.division.count({ where: { leagueId: owner.leagueId } })).toBe(1);
  });

  it.each(calls)('%s %s with a referee token of the same league answers 403 and changes nothing', async (method, path) => {
    const owner = await createAdminInNewLeague(t.db);
    const referee = await createUser(t.db, { userType: 'referee', leagueId: owner.leagueId });
    const division = await createDivision(t.db, owner.leagueId);

    const res = await send(method, path.replace(':id', String(division.id)))
      .set(referee.auth)
      .send({ name: 'Sneaky', season: division.seasonId });

    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect(await t.db.division.count({ where: { leagueId: owner.leagueId } })).toBe(1);
  });
});
