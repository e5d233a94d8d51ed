import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague, createUser } from '../../../testing/factories.js';
import { createDivision, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

const calls = [
  ['GET', '/api/skills/'],
  ['POST', '/api/skills/'],
  ['PUT', '/api/skills/:id/'],
  ['DELETE', '/api/skills/:id/'],
] as const;

const send = (method: string, path: string) => request(t.app)[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);

async function arrange() {
  const owner = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, owner.leagueId);
  const skill = await createSkill(t.db, division.id, { weight: 2 });
  const unchanged = async () => {
    const rows = await t.db.skill.findMany({ where: { divisionId: division.id } });
    return rows.length === 1 && rows[0]!.weight === 2;
  };
  return { owner, division, skill, body: { name: 'Sneaky', weight: 9, division: division.id }, unchanged };
}

describe('skills access', () => {
  it.each(calls)('%s %s without a token answers 401 and changes nothing', async (method, path) => {
    const { skill, body, unchanged } = await arrange();

    const res = await send(method, path.replace(':id', String(skill.id))).send(body);

    expect(res.status).toBe(401);
    expect(await unchanged()).toBe(true);
  });

  it.each(calls)('%s %s with a referee token of the same league answers 403 and changes nothing', async (method, path) => {
    const { owner, skill, body, unchanged } = await arrange();
    const referee = await createUser(t.db, { userType: 'referee', leagueId: owner.leagueId });

    const res = await send(method, path.replace(':id', String(skill.id))).set(referee.auth).send(body);

    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect(await unchanged()).toBe(true);
  });
});
