import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeLeague } from './arrange.js';

const t = useTestApp();

const teamOf = async (id: number) => (await t.db.player.findUniqueOrThrow({ where: { id } })).teamId;
const trade = (auth: Record<string, string>, body: object) => request(t.app).post('/api/players/trade/').set(auth).send(body);

/** Alpha: Ann and Amy Lee (group "Lee"), Abe (locked to Alpha); Bravo: Bob (apart "twins"), Ben, Bea. */
async function arrangeRules() {
  const league = await arrangeLeague(t.db);
  const { teamA, teamB, addPlayer } = league;
  const ann = await addPlayer('Ann Lee', 5, teamA.id, { additionalData: { group: 'Lee' } });
  const amy = await addPlayer('Amy Lee', 4, teamA.id, { additionalData: { group: 'Lee' } });
  const abe = await addPlayer('Abe', 6, teamA.id, { additionalData: { lock: 'Alpha' } });
  const bob = await addPlayer('Bob', 5, teamB.id, { additionalData: { apart: 'twins' } });
  const ben = await addPlayer('Ben', 6, teamB.id);
  const bea = await addPlayer('Bea', 4, teamB.id);
  return { ...league, ann, amy, abe, bob, ben, bea };
}

describe('trade and move check the saved rules', () => {
  it('refuses with 409 a trade that splits a group, naming the players, and changes nothing', async () => {
    const { admin, ann, ben, teamA, teamB } = await arrangeRules();

    const res = await trade(admin.auth, { source_player_id: ann.id, target_player_id: ben.id });

    expect(res.status).toBe(409);
    expect(res.body.code).toBe('rules_broken');
    expect(res.body.error).toBe('This change breaks the division\'s team rules: Group "lee" would be split: Ann Lee on Bravo, Amy Lee on Alpha. Confirm to make it anyway.');
    expect([await teamOf(ann.id), await teamOf(ben.id)]).toEqual([teamA.id, teamB.id]);
  });

  it('refuses a move that takes a locked player off their team, and a move that puts apart players together', async () => {
    const { admin, abe, bob, teamA, teamB } = await arrangeRules();

    const locked = await trade(admin.auth, { source_player_id: abe.id, to_team_id: teamB.id });
    const apart = await trade(admin.auth, { source_player_id: bob.id, to_team_id: teamA.id });

    expect(locked.status).toBe(409);
    expect(locked.body.error).toContain('Abe is locked to Alpha but would be on Bravo.');
    expect(apart.status).toBe(200);
    expect(await teamOf(bob.id)).toBe(teamA.id);
  });

  it('refuses a move that puts two apart players on one team', async () => {
    const { admin, bob, teamA, addPlayer } = await arrangeRules();
    await addPlayer('Cal', 5, teamA.id, { additionalData: { apart: 'TWINS' } });

    const res = await trade(admin.auth, { source_player_id: bob.id, to_team_id: teamA.id });

    expect(res.status).toBe(409);
    expect(res.body.details.reasons).toEqual(['"twins" keeps Bob, Cal apart, but they would all be on Alpha.']);
  });

  it('makes the change anyway with override: true', async () => {
    const { admin, ann, ben, teamA, teamB } = await arrangeRules();

    const res = await trade(admin.auth, { source_player_id: ann.id, target_player_id: ben.id, override: true });

    expect(res.status).toBe(200);
    expect([await teamOf(ann.id), await teamOf(ben.id)]).toEqual([teamB.id, teamA.id]);
  });

  it('puts candidates whose trade would break a rule last, with the reasons', async () => {
    const { admin, bob, teamA, addPlayer } = await arrangeRules();
    await addPlayer('Al', 5, teamA.id);

    const res = await request(t.app).get(`/api/players/${bob.id}/trade_candidates/`).set(admin.auth).query({ k: 10 });

    expect(res.status).toBe(200);
    const results = res.body.results as { name: string; breaks_rules: string[] }[];
    expect(results[0]).toMatchObject({ name: 'Al', breaks_rules: [] });
    expect(results.slice(1).map((c) => c.name).sort()).toEqual(['Abe', 'Amy Lee', 'Ann Lee']);
    expect(results.find((c) => c.name === 'Abe')!.breaks_rules).toEqual(['Abe is locked to Alpha but would be on Bravo.']);
  });

  it('ranks candidates by the whole objective: a slightly further one that keeps genders even comes before the closest', async () => {
    const { admin, teamA, teamB, addPlayer } = await arrangeLeague(t.db);
    await addPlayer('Fay', 5.1, teamA.id, { additionalData: { gender: 'F' } });
    await addPlayer('Max', 5.3, teamA.id, { additionalData: { gender: 'M' } });
    const ned = await addPlayer('Ned', 5, teamB.id, { additionalData: { gender: 'M' } });
    await addPlayer('Gia', 4.9, teamB.id, { additionalData: { gender: 'F' } });

    const res = await request(t.app).get(`/api/players/${ned.id}/trade_candidates/`).set(admin.auth).query({ k: 10 });

    expect(res.status).toBe(200);
    expect(res.body.results.map((c: { name: string }) => c.name)).toEqual(['Max', 'Fay']);
  });

  it('scores only the 60 closest candidates when everyone is asked for; the rest follow by closeness and still name the rules they break', async () => {
    const { admin, teamA, teamB, addPlayer } = await arrangeLeague(t.db);
    const ann = await addPlayer('Ann', 5, teamA.id);
    for (let i = 0; i < 61; i++) await addPlayer(`Near ${String(i).padStart(2, '0')}`, 5 + (i + 1) / 100, teamB.id);
    await addPlayer('Far Locked', 9.5, teamB.id, { additionalData: { lock: 'Bravo' } });
    await addPlayer('Far', 9.9, teamB.id);

    const res = await request(t.app).get(`/api/players/${ann.id}/trade_candidates/`).set(admin.auth).query({ k: 10000 });

    expect(res.status).toBe(200);
    const names = res.body.results.map((c: { name: string }) => c.name);
    expect(names).toHaveLength(63);
    expect(names.slice(60)).toEqual(['Near 60', 'Far', 'Far Locked']);
    expect(res.body.results[62].breaks_rules).toEqual(['Far Locked is locked to Bravo but would be on Alpha.']);
  });
});
