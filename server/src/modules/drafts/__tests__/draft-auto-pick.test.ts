import request from 'supertest';
import { compareTeamStrength } from '@league/contract';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../lib/logger.js';
import { useTestApp } from '../../../testing/test-app.js';
import { autoPickExpiredTurns, createInProcessDraftEvents } from '../index.js';
import { arrangeDivision, openDraft, pick } from './arrange-draft.js';

const ctx = useTestApp();
const secondsLater = (seconds: number) => () => new Date(Date.now() + seconds * 1000);
const clockDeps = (clock: () => Date) => ({ db: ctx.db, events: createInProcessDraftEvents(), logger: createLogger('silent'), clock });

describe('when a coach lets the clock run out', () => {
  it('makes the suggested pick for the team on the clock, once', async () => {
    const { admin, division, teams } = await arrangeDivision(ctx.db, ['A', 'B'], [9, 6, 5, 2]);
    const { draft } = await openDraft(ctx.app, admin.auth, { division_id: division.id, order: 'manual', pick_seconds: 10, team_order: [teams[0]!.id, teams[1]!.id] });
    const suggested = await request(ctx.app).get(`/api/drafts/${draft.id}/suggestion/`).set(admin.auth);
    const later = secondsLater(11)();

    const made = await autoPickExpiredTurns(clockDeps(() => later), [draft.id]);
    const again = await autoPickExpiredTurns(clockDeps(() => later), [draft.id]);
    const state = await request(ctx.app).get(`/api/drafts/${draft.id}/`).set(admin.auth);

    expect(made).toBe(1);
    expect(again).toBe(0);
    expect(state.body.picks).toEqual([expect.objectContaining({ pick_number: 1, team_id: teams[0]!.id, player_id: suggested.body.suggestion.player_id, auto: true })]);
    expect(state.body.on_the_clock).toMatchObject({ team_id: teams[1]!.id, pick_number: 2 });
  });

  it('runs no clock while the draft waits for the league to start it (the links being sent), and starts it from the start', async () => {
    const { admin, division, teams, pool } = await arrangeDivision(ctx.db, ['A', 'B'], [9, 6]);
    const { draft, keyOf } = await openDraft(ctx.app, admin.auth, { division_id: division.id, order: 'manual', pick_seconds: 10, team_order: [teams[0]!.id, teams[1]!.id] }, { start: false });

    const whileWaiting = await autoPickExpiredTurns(clockDeps(secondsLater(3600)), [draft.id]);
    const early = await pick(ctx.app, draft.id, keyOf(teams[0]!.id), pool[0]!.id);
    const started = await request(ctx.app).post(`/api/drafts/${draft.id}/start/`).set(admin.auth);
    const soonAfter = await autoPickExpiredTurns(clockDeps(secondsLater(5)), [draft.id]);
    const again = await request(ctx.app).post(`/api/drafts/${draft.id}/start/`).set(admin.auth);

    expect(whileWaiting).toBe(0);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('The draft has not started yet. Your clock starts when the league starts the draft.');
    expect(started.body).toMatchObject({ status: 'open', picks: [], on_the_clock: { team_id: teams[0]!.id, pick_number: 1 } });
    expect(soonAfter).toBe(0);
    expect(again.status).toBe(409);
  });

  it('waits while the clock has time left', async () => {
    const { admin, division, teams } = await arrangeDivision(ctx.db, ['A', 'B'], [9, 6]);
    const { draft } = await openDraft(ctx.app, admin.auth, { division_id: division.id, order: 'manual', pick_seconds: 600, team_order: [teams[0]!.id, teams[1]!.id] });

    await autoPickExpiredTurns(clockDeps(secondsLater(30)), [draft.id]);
    const state = await request(ctx.app).get(`/api/drafts/${draft.id}/`).set(admin.auth);

    expect(state.body.picks).toEqual([]);
  });

  it('keeps the teams at least as even as a snake draft of best players on the same pool', async () => {
    const skills = [9.5, 9.1, 8.7, 8.2, 7.9, 7.4, 7.2, 6.8, 6.5, 6.1, 5.8, 5.5, 5.1, 4.9, 4.4, 4.0, 3.6, 3.1, 2.7, 2.2];
    const snake = await arrangeDivision(ctx.db, ['A', 'B', 'C', 'D'], skills);
    const auto = await arrangeDivision(ctx.db, ['A', 'B', 'C', 'D'], skills);
    const order = (teams: { id: number }[]) => ({ order: 'snake', pick_seconds: 10, team_order: teams.map((t) => t.id) });
    const snakeDraft = await openDraft(ctx.app, snake.admin.auth, { division_id: snake.division.id, ...order(snake.teams) });
    const autoDraft = await openDraft(ctx.app, auto.admin.auth, { division_id: auto.division.id, ...order(auto.teams) });

    for (let n = 0; n < skills.length; n += 1) {
      const state = await request(ctx.app).get(`/api/drafts/${snakeDraft.draft.id}/`).set(snake.admin.auth);
      await pick(ctx.app, snakeDraft.draft.id, snakeDraft.keyOf(state.body.on_the_clock.team_id), state.body.pool[0].id);
      await autoPickExpiredTurns(clockDeps(secondsLater(11 * (n + 1))), [autoDraft.draft.id]);
    }
    const gap = async (id: number, auth: Record<string, string>) => {
      const state = await request(ctx.app).get(`/api/drafts/${id}/`).set(auth);
      expect(state.body.pool).toEqual([]);
      return compareTeamStrength(state.body.teams.map((t: { total_skill: number; players: number }) => ({ total: t.total_skill, players: t.players })))!.average_gap;
    };

    const snakeGap = await gap(snakeDraft.draft.id, snake.admin.auth);
    const autoGap = await gap(autoDraft.draft.id, auto.admin.auth);

    expect(autoGap).toBeLessThanOrEqual(snakeGap);
  });
});
