import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLeague } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { demoLeagueName } from '../../../seed/demo-accounts.js';
import { leaguesForSignUp } from '../leagues.service.js';

const t = useTestApp();

describe('GET /api/public/leagues/', () => {
  it('lists leagues by id and name to anyone, without a token', async () => {
    const league = await createLeague(t.db);

    const res = await request(t.app).get('/api/public/leagues/');

    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toContainEqual({ id: league.id, name: league.name });
    expect(Object.keys(res.body[0]).sort()).toEqual(['id', 'name']);
  });
});

describe('the demo league on the sign-up list', () => {
  it('is left out once the install has a league of its own', async () => {
    // The demo seed's own test expects to create the demo league: it is removed again here.
    const demo = (await t.db.league.findUnique({ where: { name: demoLeagueName } })) ?? (await t.db.league.create({ data: { name: demoLeagueName } }));
    const league = await createLeague(t.db);
    try {
      const res = await request(t.app).get('/api/public/leagues/');

      expect(res.body).toContainEqual({ id: league.id, name: league.name });
      expect(res.body).not.toContainEqual({ id: demo.id, name: demoLeagueName });
    } finally {
      await t.db.league.deleteMany({ where: { id: demo.id, users: { none: {} } } });
    }
  });

  it('stays when it is the only league, so someone trying the product can sign up', () => {
    expect(leaguesForSignUp([{ id: 1, name: demoLeagueName }])).toEqual([{ id: 1, name: demoLeagueName }]);
    expect(leaguesForSignUp([{ id: 1, name: demoLeagueName }, { id: 2, name: 'North League' }])).toEqual([{ id: 2, name: 'North League' }]);
  });
});
