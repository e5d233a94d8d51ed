import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createPlayer } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeDivision, openDraft, openEventStream, pick } from './arrange-draft.js';

const ctx = useTestApp();

describe('opening a draft room', () => {
  it('gives every team a seat and shows each coach link once', async () => {
    const { admin, division, teams } = await arrangeDivision(ctx.db, ['Hawks', 'Owls', 'Kites'], [5, 6]);

    const res = await request(ctx.app).post('/api/drafts/').set(admin.auth).send({ division_id: division.id, order: 'random', pick_seconds: 60 });
    const state = await request(ctx.app).get(`/api/drafts/${res.body.id}/`).set(admin.auth);

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ division_id: division.id, order: 'random', pick_seconds: 60, status: 'waiting' });
    expect(res.body.coaches.map((c: { team_id: number }) => c.team_id).sort()).toEqual(teams.map((t) => t.id).sort());
    for (const coach of res.body.coaches) expect(coach.key).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(state.body)).not.toContain(res.body.coaches[0].key);
    const stored = await ctx.db.draftCoach.findMany({ where: { draftId: res.body.id } });
    expect(stored.map((s) => s.keyHash)).not.toContain(res.body.coaches[0].key);
  });

  it('answers 404 for a division of another league and writes nothing', async () => {
    const { division } = await arrangeDivision(ctx.db, ['Hawks', 'Owls'], [5]);
    const stranger = await createAdminInNewLeague(ctx.db);

    const res = await request(ctx.app).post('/api/drafts/').set(stranger.auth).send({ division_id: division.id, order: 'snake', pick_seconds: 60 });

    expect(res.status).toBe(404);
    expect(await ctx.db.draft.count({ where: { divisionId: division.id } })).toBe(0);
  });

  it('counts players already on a team as placed before the draft, outside the pool', async () => {
    const { admin, division, teams, pool } = await arrangeDivision(ctx.db, ['Hawks', 'Owls'], [5, 6]);
    const kept = await createPlayer(ctx.db, division, { name: 'Coach Kid', teamId: teams[0]!.id });
    const { draft, keyOf } = await openDraft(ctx.app, admin.auth, { division_id: division.id, order: 'manual', pick_seconds: 30, team_order: [teams[0]!.id, teams[1]!.id] });

    const state = await request(ctx.app).get(`/api/drafts/${draft.id}/`).set(admin.auth);
    const res = await pick(ctx.app, draft.id, keyOf(teams[0]!.id), kept.id);

    expect(state.body.pool.map((p: { id: number }) => p.id).sort()).toEqual(pool.map((p) => p.id).sort());
    expect(state.body.teams.find((t: { team_id: number }) => t.team_id === teams[0]!.id)).toMatchObject({ players: 1 });
    expect(res.status).toBe(409);
  });
});

describe('whose turn it is', () => {
  it('reverses the order every other round in a snake draft', async () => {
    const { admin, division, teams, pool } = await arrangeDivision(ctx.db, ['A', 'B', 'C'], [9, 8, 7, 6, 5, 4]);
    const [a, b, c] = teams.map((t) => t.id) as [number, number, number];
    const { draft, keyOf } = await openDraft(ctx.app, admin.auth, { division_id: division.id, order: 'snake', pick_seconds: 30, team_order: [a, b, c] });

    const expected = [a, b, c, c, b, a];
    const statuses = [];
    for (const [index, teamId] of expected.entries()) statuses.push((await pick(ctx.app, draft.id, keyOf(teamId), pool[index]!.id)).status);
    const state = await request(ctx.app).get(`/api/drafts/${draft.id}/`).set(admin.auth);

    expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);
    expect(state.body.picks.map((p: { team_id: number; round: number }) => [p.team_id, p.round])).toEqual([[a, 1], [b, 1], [c, 1], [c, 2], [b, 2], [a, 2]]);
    expect(state.body.on_the_clock).toBeNull();
  });

  it('answers 409 with a sentence when a coach picks out of turn, and the turn stays', async () => {
    const { admin, division, teams, pool } = await arrangeDivision(ctx.db, ['A', 'B'], [9, 8]);
    const { draft, keyOf } = await openDraft(ctx.app, admin.auth, { division_id: division.id, order: 'manual', pick_seconds: 30, team_order: [teams[0]!.id, teams[1]!.id] });

    const res = await pick(ctx.app, draft.id, keyOf(teams[1]!.id), pool[0]!.id);
    const state = await request(ctx.app).get(`/api/drafts/${draft.id}/`).set(admin.auth);

    expect(res.status).toBe(409);
    expect(res.body.error).toBe('It is not your turn: A is picking now (pick 1).');
    expect(state.body.on_the_clock).toMatchObject({ team_id: teams[0]!.id, pick_number: 1 });
    expect(state.body.picks).toEqual([]);
  });

  it('lets the team with the lowest total skill pick next in a dynamic draft', async () => {
    const { admin, division, teams, pool } = await arrangeDivision(ctx.db, ['A', 'B', 'C'], [8, 7, 1]);
    const [a, b, c] = teams.map((t) => t.id) as [number, number, number];
    const star = await createPlayer(ctx.db, division, { name: 'Returning Star', teamId: a });
    await ctx.db.player.update({ where: { id: star.id }, data: { overallSkill: 9 } });
    const { draft, keyOf } = await openDraft(ctx.app, admin.auth, { division_id: division.id, order: 'dynamic', pick_seconds: 30, team_order: [a, b, c] });

    const first = await pick(ctx.app, draft.id, keyOf(b), pool[0]!.id);
    const second = await pick(ctx.app, draft.id, keyOf(c), pool[1]!.id);
    const state = await request(ctx.app).get(`/api/drafts/${draft.id}/`).set(admin.auth);

    expect([first.status, second.status]).toEqual([201, 201]);
    expect(state.body.on_the_clock).toMatchObject({ team_id: c, pick_number: 3 });
  });

  it('tells the second coach going for a taken player that it is still their turn', async () => {
    const { admin, division, teams, pool } = await arrangeDivision(ctx.db, ['A', 'B'], [9, 8]);
    const { draft, keyOf } = await openDraft(ctx.app, admin.auth, { division_id: division.id, order: 'manual', pick_seconds: 30, team_order: [teams[0]!.id, teams[1]!.id] });
    await pick(ctx.app, draft.id, keyOf(teams[0]!.id), pool[0]!.id);

    const res = await pick(ctx.app, draft.id, keyOf(teams[1]!.id), pool[0]!.id);

    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Pool Player 1 has already been picked by A. It is still your turn: choose another player.');
  });

  it('tells a coach reading the draft with their key which team is theirs, and the admin no team', async () => {
    const { admin, division, teams } = await arrangeDivision(ctx.db, ['A', 'B'], [9]);
    const { draft, keyOf } = await openDraft(ctx.app, admin.auth, { division_id: division.id, order: 'random', pick_seconds: 30 });

    const asCoach = await request(ctx.app).get(`/api/drafts/${draft.id}/`).set('Authorization', `Token ${keyOf(teams[1]!.id)}`);
    const asAdmin = await request(ctx.app).get(`/api/drafts/${draft.id}/`).set(admin.auth);

    expect(asCoach.body.your_team_id).toBe(teams[1]!.id);
    expect(asAdmin.body).not.toHaveProperty('your_team_id');
  });

  it('refuses a pick without a valid coach key', async () => {
    const { admin, division, pool } = await arrangeDivision(ctx.db, ['A', 'B'], [9]);
    const { draft } = await openDraft(ctx.app, admin.auth, { division_id: division.id, order: 'random', pick_seconds: 30 });

    const res = await pick(ctx.app, draft.id, 'f'.repeat(64), pool[0]!.id);

    expect(res.status).toBe(401);
  });
});

describe('the events stream', () => {
  it('sends the state on connect and then each pick', async () => {
    const { admin, division, teams, pool } = await arrangeDivision(ctx.db, ['A', 'B'], [9, 8]);
    const { draft, keyOf } = await openDraft(ctx.app, admin.auth, { division_id: division.id, order: 'manual', pick_seconds: 30, team_order: [teams[0]!.id, teams[1]!.id] });
    await pick(ctx.app, draft.id, keyOf(teams[0]!.id), pool[0]!.id);
    const stream = await openEventStream(ctx.app, draft.id, keyOf(teams[1]!.id));
    try {
      const state = await stream.next((e) => e.type === 'state');
      await pick(ctx.app, draft.id, keyOf(teams[1]!.id), pool[1]!.id);
      const picked = await stream.next((e) => e.type === 'pick');

      expect(stream.status).toBe(200);
      expect(stream.contentType).toContain('text/event-stream');
      expect(state).toMatchObject({ type: 'state', draft: { picks: [{ player_id: pool[0]!.id }], on_the_clock: { team_id: teams[1]!.id } } });
      expect(picked).toMatchObject({ type: 'pick', pick: { pick_number: 2, player_id: pool[1]!.id, team_id: teams[1]!.id }, on_the_clock: null });
    } finally {
      await stream.close();
    }
  });
});
