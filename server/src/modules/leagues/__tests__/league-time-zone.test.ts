import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

const path = '/api/leagues/me/time_zone/';
const zoneOf = async (leagueId: number) => (await t.db.league.findUniqueOrThrow({ where: { id: leagueId } })).timeZone;

describe("a league's time zone", () => {
  it('is none at first, then saved and read back as the administrator sets it, and cleared with null', async () => {
    const admin = await createAdminInNewLeague(t.db);

    const before = await request(t.app).get(path).set(admin.auth);
    const set = await request(t.app).put(path).set(admin.auth).send({ time_zone: 'America/Chicago' });
    const after = await request(t.app).get(path).set(admin.auth);
    const stored = await zoneOf(admin.leagueId);
    const cleared = await request(t.app).put(path).set(admin.auth).send({ time_zone: null });

    expect(before.body).toEqual({ time_zone: null });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ time_zone: 'America/Chicago' });
    expect(after.body).toEqual({ time_zone: 'America/Chicago' });
    expect(stored).toBe('America/Chicago');
    expect(cleared.body).toEqual({ time_zone: null });
    expect(await zoneOf(admin.leagueId)).toBeNull();
  });

  it('refuses a zone it does not know, naming it, and keeps the one saved', async () => {
    const admin = await createAdminInNewLeague(t.db);
    await request(t.app).put(path).set(admin.auth).send({ time_zone: 'Europe/Paris' }).expect(200);

    const unknown = await request(t.app).put(path).set(admin.auth).send({ time_zone: 'Mars/Olympus_Mons' });
    const offset = await request(t.app).put(path).set(admin.auth).send({ time_zone: 'GMT+5' });
    const missing = await request(t.app).put(path).set(admin.auth).send({});
    const others = await Promise.all([{ time_zone: 42 }, { time_zone: ['Asia/Tokyo'] }, { time_zone: 'x'.repeat(5000) }, { time_zone: 'Asia/Tokyo', league_id: 1 }]
      .map((body) => request(t.app).put(path).set(admin.auth).send(body)));

    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('"Mars/Olympus_Mons" is not a time zone we know: use a name such as America/Chicago.');
    expect(offset.status).toBe(400);
    expect(offset.body.error).toContain('"GMT+5"');
    expect(missing.status).toBe(400);
    expect(others.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(others.every((r) => typeof r.body.error === 'string')).toBe(true);
    expect(await zoneOf(admin.leagueId)).toBe('Europe/Paris');
  });

  it("is each administrator's own league's, and for league administrators only", async () => {
    const admin = await createAdminInNewLeague(t.db);
    const other = await createAdminInNewLeague(t.db);

    await request(t.app).put(path).set(admin.auth).send({ time_zone: 'Asia/Tokyo' }).expect(200);
    const anonymous = await request(t.app).put(path).send({ time_zone: 'Asia/Tokyo' });

    expect((await request(t.app).get(path).set(other.auth)).body).toEqual({ time_zone: null });
    expect(await zoneOf(other.leagueId)).toBeNull();
    expect(anonymous.status).toBe(401);
  });
});
