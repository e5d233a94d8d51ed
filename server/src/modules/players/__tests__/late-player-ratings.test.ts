import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeLeague } from './arrange.js';

const t = useTestApp();

describe('POST /api/players/ for a late sign-up without ratings', () => {
  it("starts each unrated skill at the division's average, not at 5, and keeps the ratings given", async () => {
    const { admin, division, shooting, defense, addPlayer } = await arrangeLeague(t.db);
    // Displayed 2 and 4 in Shooting (factor 10), 1 and 2 in Defense (factor 5: stored 0.5 and 1).
    await addPlayer('Ann', 2, null);
    await addPlayer('Bo', 4, null);

    const res = await request(t.app)
      .post('/api/players/')
      .set(admin.auth)
      .send({ name: 'Late Lou', league: admin.leagueId, division: division.id, ratings: { [defense.id]: 9 } });

    expect(res.status).toBe(201);
    const ratings = await t.db.playerSkillRating.findMany({ where: { playerId: res.body.id } });
    const stored = new Map(ratings.map((r) => [r.skillId, r.rating]));
    expect(stored.get(shooting.id)).toBeCloseTo(3, 6);
    expect(stored.get(defense.id)).toBeCloseTo(4.5, 6);
  });
});
