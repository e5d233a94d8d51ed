import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { appBeforeTheSeason, arrangeSelfAssign, takeGame } from './arrange-self-assign.js';

// On PostgreSQL (TEST_DATABASE_URL) the requests truly race for the season lock.
const t = useTestApp();

describe('referees taking open games at the same moment', () => {
  it('when two referees take the same open place at once, exactly one gets it and the other hears it is no longer open', async () => {
    const app = appBeforeTheSeason(t);
    const { refs, lincoln9 } = await arrangeSelfAssign(app, t);

    const answers = await Promise.all([refs.nia, refs.rob].map((r) => takeGame(app, r.auth, { game_id: lincoln9.id, role: 'referee' })));

    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.status === 409)!.body.error).toMatch(/^The referee place of U12 Ants vs Bees, 2026-10-03 at 9:00, Lincoln is no longer open: (Nia National|Rob Regional) has it\. Choose another game\.$/);
    const rows = await t.db.officialAssignment.findMany({ where: { gameId: lincoln9.id, role: 'referee' } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.refereeId).toBe(answers[0]!.status === 201 ? refs.nia.id : refs.rob.id);
  });

  it('when one referee takes two games at the same time at once, they end with one of them', async () => {
    const app = appBeforeTheSeason(t);
    const { refs, lincoln9, roosevelt9 } = await arrangeSelfAssign(app, t);

    const answers = await Promise.all([lincoln9, roosevelt9].map((g) => takeGame(app, refs.nia.auth, { game_id: g.id, role: 'referee' })));

    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.status === 409)!.body.details.rules).toEqual(['overlap']);
    expect(await t.db.officialAssignment.count({ where: { refereeId: refs.nia.id, gameId: { in: [lincoln9.id, roosevelt9.id] } } })).toBe(1);
  });
});
