import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeDivision, openDraft, openEventStream, pick } from './arrange-draft.js';

const ctx = useTestApp();

async function arrangeTwoTeamDraft() {
  const arranged = await arrangeDivision(ctx.db, ['A', 'B'], [9, 8, 7]);
  const [a, b] = arranged.teams.map((t) => t.id) as [number, number];
  const opened = await openDraft(ctx.app, arranged.admin.auth, { division_id: arranged.division.id, order: 'manual', pick_seconds: 30, team_order: [a, b] });
  return { ...arranged, ...opened, a, b };
}

describe('the admin controls a draft', () => {
  it('refuses picks while paused and lets them again after resume', async () => {
    const { admin, draft, keyOf, a, pool } = await arrangeTwoTeamDraft();

    const paused = await request(ctx.app).post(`/api/drafts/${draft.id}/pause/`).set(admin.auth);
    const refused = await pick(ctx.app, draft.id, keyOf(a), pool[0]!.id);
    const resumed = await request(ctx.app).post(`/api/drafts/${draft.id}/resume/`).set(admin.auth);
    const accepted = await pick(ctx.app, draft.id, keyOf(a), pool[0]!.id);

    expect(paused.body.status).toBe('paused');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('The draft is paused. Wait for the league to resume it.');
    expect(resumed.body.status).toBe('open');
    expect(accepted.status).toBe(201);
  });

  it('undoes the last pick: the player returns to the pool, the team picks again, and streams get the state', async () => {
    const { admin, draft, keyOf, a, b, pool } = await arrangeTwoTeamDraft();
    await pick(ctx.app, draft.id, keyOf(a), pool[0]!.id);
    await pick(ctx.app, draft.id, keyOf(b), pool[1]!.id);
    const stream = await openEventStream(ctx.app, draft.id, keyOf(a));
    try {
      await stream.next((e) => e.type === 'state');

      const undone = await request(ctx.app).post(`/api/drafts/${draft.id}/undo/`).set(admin.auth);
      const resent = await stream.next((e) => e.type === 'state' && e.draft.picks.length === 1);
      const again = await pick(ctx.app, draft.id, keyOf(b), pool[2]!.id);
      const picked = await stream.next((e) => e.type === 'pick');

      expect(undone.status).toBe(200);
      expect(undone.body.on_the_clock).toMatchObject({ team_id: b, pick_number: 2 });
      expect(undone.body.pool.map((p: { id: number }) => p.id)).toContain(pool[1]!.id);
      expect(resent).toMatchObject({ type: 'state', draft: { on_the_clock: { team_id: b } } });
      expect(again.status).toBe(201);
      expect(picked).toMatchObject({ pick: { pick_number: 2, player_id: pool[2]!.id } });
    } finally {
      await stream.close();
    }
  });

  it('answers 409 for an undo before any pick and 404 for another league', async () => {
    const { admin, draft } = await arrangeTwoTeamDraft();
    const stranger = await createAdminInNewLeague(ctx.db);

    const nothing = await request(ctx.app).post(`/api/drafts/${draft.id}/undo/`).set(admin.auth);
    const hidden = await request(ctx.app).post(`/api/drafts/${draft.id}/pause/`).set(stranger.auth);

    expect(nothing.status).toBe(409);
    expect(nothing.body.error).toBe('No pick has been made yet, so there is nothing to undo.');
    expect(hidden.status).toBe(404);
  });

  it('finishes into a draft roster: picked players join their teams, recorded as a roster version', async () => {
    const { admin, draft, keyOf, a, b, pool, division } = await arrangeTwoTeamDraft();
    await pick(ctx.app, draft.id, keyOf(a), pool[0]!.id);
    await pick(ctx.app, draft.id, keyOf(b), pool[1]!.id);

    const finished = await request(ctx.app).post(`/api/drafts/${draft.id}/finish/`).set(admin.auth);
    const late = await pick(ctx.app, draft.id, keyOf(a), pool[2]!.id);
    const players = await ctx.db.player.findMany({ where: { divisionId: division.id }, orderBy: { id: 'asc' }, select: { teamId: true } });
    const version = await ctx.db.rosterVersion.findFirst({ where: { divisionId: division.id }, orderBy: { version: 'desc' } });

    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ status: 'finished', on_the_clock: null });
    expect(players.map((p) => p.teamId)).toEqual([a, b, null]);
    expect(version).toMatchObject({ version: finished.body.roster_version, kind: 'draft', summary: 'Coach draft finished: 2 players picked.' });
    expect(late.status).toBe(409);
  });
});
