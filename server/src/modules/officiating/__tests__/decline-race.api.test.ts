import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { checkAssignments } from '../optimizer/index.js';
import { readOfficialsInput } from '../season-officials-input.js';
import { arrangeOfficiatedSeason, createCertifiedReferee, giveSaturdays, type ArrangedReferee } from './arrange-officials.js';

const t = useTestApp();

describe("an assignor's change racing a referee's decline", () => {
  it('ends in one coherent state: the decline kept, its referee off that game, one official per slot, every rule kept', async () => {
    const a = await arrangeOfficiatedSeason(t.app, t.db);
    const refs: ArrangedReferee[] = [];
    for (const name of ['Nia National', 'Rob Regional', 'Ria Regional', 'Ned Regional']) {
      const ref = await createCertifiedReferee(t.db, a.leagueId, a.levels.national.id, { name });
      await giveSaturdays(t.app, ref);
      refs.push(ref);
    }
    const assign = () => request(t.app).post(`/api/seasons/${a.season.id}/officials/assign/`).set(a.admin.auth).send({ dry_run: false });
    await assign().expect(200);
    await request(t.app).post(`/api/seasons/${a.season.id}/officials/publish/`).set(a.admin.auth).expect(200);
    const mine = await t.db.officialAssignment.findFirstOrThrow({ where: { refereeId: refs[0]!.id, status: 'published' } });

    // Both at once: on PostgreSQL they truly race for the season.
    const [declined, reassigned] = await Promise.all([
      request(t.app).post(`/api/assignments/${mine.id}/decline/`).set(refs[0]!.auth).send({ reason: 'Family wedding' }),
      assign(),
    ]);

    expect(declined.status).toBe(200);
    expect([200, 409]).toContain(reassigned.status);
    const rows = await t.db.officialAssignment.findMany({ where: { game: { seasonId: a.season.id } } });
    expect(rows.find((r) => r.id === mine.id)).toMatchObject({ status: 'declined', reason: 'Family wedding' });
    const live = rows.filter((r) => r.status !== 'declined');
    expect(live.some((r) => r.gameId === mine.gameId && r.refereeId === refs[0]!.id)).toBe(false);
    expect(new Set(live.map((r) => `${r.gameId}|${r.role}`)).size).toBe(live.length);
    const { input } = await readOfficialsInput(t.db, a.leagueId, a.season.id);
    expect(checkAssignments(input, live.map((r) => ({ gameId: r.gameId, role: r.role, refereeId: r.refereeId })))).toEqual([]);
  });

  it("a change by hand of the declining referee's place ends with the new referee on it, the decline kept if it came first", async () => {
    const a = await arrangeOfficiatedSeason(t.app, t.db);
    const [nia, rob] = [await createCertifiedReferee(t.db, a.leagueId, a.levels.national.id, { name: 'Nia National' }), await createCertifiedReferee(t.db, a.leagueId, a.levels.national.id, { name: 'Rob Regional' })];
    for (const ref of [nia!, rob!]) await giveSaturdays(t.app, ref);
    const place = { game_id: a.games[0]!.id, role: 'referee' };
    const change = (refereeId: number) => request(t.app).post(`/api/seasons/${a.season.id}/officials/changes/`).set(a.admin.auth).send({ changes: [{ ...place, referee_id: refereeId }] });
    await change(nia!.id).expect(200);
    await request(t.app).post(`/api/seasons/${a.season.id}/officials/publish/`).set(a.admin.auth).expect(200);
    const mine = await t.db.officialAssignment.findFirstOrThrow({ where: { refereeId: nia!.id } });

    const [declined, changed] = await Promise.all([
      request(t.app).post(`/api/assignments/${mine.id}/decline/`).set(nia!.auth).send({ reason: 'Flu' }),
      change(rob!.id),
    ]);

    expect(changed.status).toBe(200);
    // Declined first: kept. Changed first: the game is no longer theirs to decline.
    expect([200, 404]).toContain(declined.status);
    const rows = await t.db.officialAssignment.findMany({ where: { gameId: place.game_id, role: 'referee' } });
    expect(rows.filter((r) => r.status !== 'declined').map((r) => r.refereeId)).toEqual([rob!.id]);
    expect(rows.filter((r) => r.status === 'declined').length).toBe(declined.status === 200 ? 1 : 0);
  });
});
