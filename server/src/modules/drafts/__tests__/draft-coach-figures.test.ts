import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { DraftStateDto } from '@league/contract';
import { createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeDivision, openDraft, openEventStream } from './arrange-draft.js';

const ctx = useTestApp();

/** Two teams and one pool player with every figure a coach might be shown: overall 7.5, Shooting 8 of 10, 152 cm, born 2015-03-01. */
async function arrangePoolWithFigures() {
  const arranged = await arrangeDivision(ctx.db, ['Hawks', 'Owls'], [7.5]);
  const player = arranged.pool[0]!;
  const skill = await createSkill(ctx.db, arranged.division.id, { name: 'Shooting', normalizationFactor: 10 });
  await ctx.db.playerSkillRating.create({ data: { playerId: player.id, skillId: skill.id, rating: 8 } });
  await ctx.db.player.update({ where: { id: player.id }, data: { heightCm: 152, dateOfBirth: new Date('2015-03-01') } });
  return { ...arranged, player, skill };
}

describe('player figures coaches may see in the live draft', () => {
  it('sends a coach only the figures the admin chose, on the state and on the event stream', async () => {
    const { admin, division, teams } = await arrangePoolWithFigures();
    const { draft, keyOf } = await openDraft(ctx.app, admin.auth, { division_id: division.id, order: 'snake', pick_seconds: 60, coach_figures: ['height', 'age'] });

    const state = await request(ctx.app).get(`/api/drafts/${draft.id}/`).set('Authorization', `Token ${keyOf(teams[0]!.id)}`);
    const stream = await openEventStream(ctx.app, draft.id, keyOf(teams[1]!.id));
    const streamed = (await stream.next((e) => e.type === 'state')) as { type: 'state'; draft: DraftStateDto };
    await stream.close();

    for (const seen of [state.body as DraftStateDto, streamed.draft]) {
      expect(seen.coach_figures).toEqual(['height', 'age']);
      expect(seen.pool).toEqual([{ id: expect.any(Number), name: 'Pool Player 1', height_cm: 152, age: expect.any(Number) }]);
      // A team's total would give each pick's overall skill away.
      for (const team of seen.teams) expect(team).not.toHaveProperty('total_skill');
    }
  });

  it('shows coaches names only when the admin chose no figures, and the admin every figure', async () => {
    const { admin, division, teams, skill } = await arrangePoolWithFigures();
    const { draft, keyOf } = await openDraft(ctx.app, admin.auth, { division_id: division.id, order: 'snake', pick_seconds: 60, coach_figures: [] });

    const coach = await request(ctx.app).get(`/api/drafts/${draft.id}/`).set('Authorization', `Token ${keyOf(teams[0]!.id)}`);
    const adminView = await request(ctx.app).get(`/api/drafts/${draft.id}/`).set(admin.auth);

    expect(coach.body.pool).toEqual([{ id: expect.any(Number), name: 'Pool Player 1' }]);
    expect(JSON.stringify(coach.body)).not.toContain('Shooting');
    expect(adminView.body.pool[0]).toMatchObject({
      overall_skill: 7.5,
      skill_ratings: [{ skill_id: skill.id, name: 'Shooting', rating: 8, out_of: 10 }],
      height_cm: 152,
    });
    expect(adminView.body.pool[0].age).toBeGreaterThanOrEqual(11);
    expect(adminView.body.teams[0]).toHaveProperty('total_skill');
  });

  it('streams the admin, signed in with the header, the whole state with every figure', async () => {
    const { admin, division } = await arrangePoolWithFigures();
    const { draft } = await openDraft(ctx.app, admin.auth, { division_id: division.id, order: 'snake', pick_seconds: 60, coach_figures: [] });

    const stream = await openEventStream(ctx.app, draft.id, admin.token);
    const streamed = (await stream.next((e) => e.type === 'state')) as { type: 'state'; draft: DraftStateDto };
    await stream.close();

    expect(stream.status).toBe(200);
    expect(streamed.draft.pool[0]).toMatchObject({ overall_skill: 7.5, height_cm: 152 });
    expect(streamed.draft.teams[0]).toHaveProperty('total_skill');
  });

  it('shows coaches the overall skill only, as before, when the admin does not say', async () => {
    const { admin, division, teams } = await arrangePoolWithFigures();
    const { draft, keyOf } = await openDraft(ctx.app, admin.auth, { division_id: division.id, order: 'snake', pick_seconds: 60 });

    const coach = await request(ctx.app).get(`/api/drafts/${draft.id}/`).set('Authorization', `Token ${keyOf(teams[0]!.id)}`);

    expect(coach.body.coach_figures).toEqual(['overall_skill']);
    expect(coach.body.pool).toEqual([{ id: expect.any(Number), name: 'Pool Player 1', overall_skill: 7.5, rated: true }]);
    expect(coach.body.teams[0]).toHaveProperty('total_skill', 0);
  });

  it('tells coaches which players are not rated yet, so no one reads a 0 nobody gave', async () => {
    const { admin, division, teams } = await arrangePoolWithFigures();
    const unrated = await ctx.db.player.create({ data: { name: 'New Walk-up', leagueId: admin.leagueId, divisionId: division.id } });
    const { draft, keyOf } = await openDraft(ctx.app, admin.auth, { division_id: division.id, order: 'snake', pick_seconds: 60 });

    const coach = await request(ctx.app).get(`/api/drafts/${draft.id}/`).set('Authorization', `Token ${keyOf(teams[0]!.id)}`);

    expect(coach.body.pool).toContainEqual({ id: unrated.id, name: 'New Walk-up', overall_skill: 0, rated: false });
    expect(coach.body.pool).toContainEqual(expect.objectContaining({ name: 'Pool Player 1', rated: true }));
  });

  it('refuses a figure it does not know with a sentence', async () => {
    const { admin, division } = await arrangePoolWithFigures();

    const res = await request(ctx.app).post('/api/drafts/').set(admin.auth).send({ division_id: division.id, order: 'snake', pick_seconds: 60, coach_figures: ['phone'] });

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Coach figures can be/);
  });
});
