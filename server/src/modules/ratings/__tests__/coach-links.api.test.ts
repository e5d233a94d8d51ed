import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeLeague, registerU10, type League } from './arrange-seasons.js';

const t = useTestApp();

const roster = ['PlayerID,Name,Birthdate', 'A-1,Ana Ruiz,2016-04-02', 'A-2,Ben Ode,2016-05-02', 'A-3,Cy Hart,2016-06-02', 'A-4,Dee Moss,2016-07-02'].join('\n');

async function arrange() {
  const l = await arrangeLeague(t);
  const { teams, players } = await registerU10(t, l, roster);
  const created = await request(t.app).post('/api/ratings/coach-links/').set(l.admin.auth).send({ division_id: l.u10.id, expires_at: '2099-06-30' });
  const linkOf = (teamId: number) => created.body.results.find((d: { team: { id: number } }) => d.team.id === teamId);
  return { l, teams, players, created, hawks: linkOf(teams[0]!.id), owls: linkOf(teams[1]!.id) };
}

const rateOne = (token: string, playerId: number, skillId: number, value: number, comment = '') =>
  request(t.app).post(`/api/coach-links/${token}/ratings/`).send({ player_id: playerId, ratings: [{ skill_id: skillId, value }], comment });

describe('coach rating links', () => {
  it('creates one link per team with a 256-bit token shown once and stored hashed; the coach sees that team only', async () => {
    const { hawks, players, l } = await arrange();
    const hawksPlayers = players.filter((_, i) => i % 2 === 0).map((p) => p.name).sort();

    const form = await request(t.app).get(`/api/coach-links/${hawks.token}/`);
    const listed = await request(t.app).get('/api/ratings/coach-links/').query({ division_id: l.u10.id }).set(l.admin.auth);

    expect(hawks.token).toMatch(/^[0-9a-f]{64}$/);
    expect(hawks.path).toBe(`/coach-ratings/${hawks.token}`);
    expect(await t.db.coachLink.count({ where: { tokenHash: hawks.token } })).toBe(0);
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ team_name: 'Hawks', coach_name: 'Sam Lee', division_name: 'U10', season_name: 'Fall 2025', scale: { min: 1, max: 5, low_is_best: false } });
    expect(form.body.players.map((p: { name: string }) => p.name).sort()).toEqual(hawksPlayers);
    expect(form.body.skills.map((s: { name: string }) => s.name)).toEqual(['Shooting', 'Defense']);
    expect(listed.body.results).toHaveLength(2);
    expect(listed.body.results[0]).not.toHaveProperty('token');
  });

  it('saves a player\'s ratings on the skill scale with the coach as rater, and lists them for the admin', async () => {
    const { hawks, players, l } = await arrange();
    const ana = players[0]!;

    const saved = await rateOne(hawks.token, ana.id, l.shooting10.id, 2, 'Needs work on form');
    const form = await request(t.app).get(`/api/coach-links/${hawks.token}/`);
    const submitted = await request(t.app).get('/api/ratings/coach-ratings/').query({ division_id: l.u10.id }).set(l.admin.auth);

    expect(saved.status).toBe(200);
    // 2 on 1-5 (5 best) is a quarter of the way: 2.5 on Shooting's 0-10.
    expect(await t.db.playerSkillRating.findFirst({ where: { playerId: ana.id, skillId: l.shooting10.id } })).toMatchObject({ rating: 2.5, notes: 'Needs work on form' });
    expect(form.body.players.find((p: { id: number }) => p.id === ana.id)).toMatchObject({ ratings: [{ skill_id: l.shooting10.id, value: 2 }], comment: 'Needs work on form' });
    expect(submitted.body.results).toEqual([expect.objectContaining({ player_name: 'Ana Ruiz', team_name: 'Hawks', rater_name: 'Sam Lee', original_value: 2, rating: 2.5, display_rating: 2.5 })]);
  });

  it('stores a 1-is-best league\'s ratings reversed onto the skill scale, keeping what the coach gave', async () => {
    const { hawks, players, l } = await arrange();
    await request(t.app).put('/api/ratings/scales/').set(l.admin.auth).send({ division_id: l.u10.id, kind: 'coach_form', scale: { min: 1, max: 5, low_is_best: true } });

    await rateOne(hawks.token, players[0]!.id, l.shooting10.id, 1);

    const entry = await t.db.ratingEntry.findFirstOrThrow({ where: { playerId: players[0]!.id } });
    expect(entry).toMatchObject({ rating: 10, originalValue: 1, lowIsBest: true });
  });

  it('answers 404 for a player of another team, and 400 naming the scale for a rating off it', async () => {
    const { hawks, players, l } = await arrange();
    const owlsPlayer = players[1]!;

    const other = await rateOne(hawks.token, owlsPlayer.id, l.shooting10.id, 3);
    const off = await rateOne(hawks.token, players[0]!.id, l.shooting10.id, 9);

    expect(other.status).toBe(404);
    expect(off.status).toBe(400);
    expect(off.body.error).toBe('The Shooting rating must be between 1 and 5 (5 is best).');
    expect(await t.db.ratingEntry.count({ where: { playerId: { in: players.map((p) => p.id) } } })).toBe(0);
  });

  it('answers 410 with a sentence once the link is revoked or past its deadline; an unknown token is 404', async () => {
    const { hawks, owls, players, l } = await arrange();
    await t.db.coachLink.update({ where: { id: owls.id }, data: { expiresAt: new Date('2020-01-01T00:00:00Z') } });

    const revoked = await request(t.app).post(`/api/ratings/coach-links/${hawks.id}/revoke/`).set(l.admin.auth);
    const afterRevoke = await rateOne(hawks.token, players[0]!.id, l.shooting10.id, 3);
    const expired = await request(t.app).get(`/api/coach-links/${owls.token}/`);
    const unknown = await request(t.app).get(`/api/coach-links/${'0'.repeat(64)}/`);

    expect(revoked.body.status).toBe('revoked');
    expect(afterRevoke.status).toBe(410);
    expect(afterRevoke.body.error).toBe('This rating link was withdrawn by the league. Ask the league administrator for a new one.');
    expect(expired.status).toBe(410);
    expect(expired.body.error).toBe('This rating link closed on 2020-01-01. Ask the league administrator if you still need to rate your players.');
    expect(unknown.status).toBe(404);
  });

  it('keeps other leagues out: their admin gets 404 listing, revoking or creating links here', async () => {
    const { hawks, l } = await arrange();
    const stranger = await createAdminInNewLeague(t.db);

    const list = await request(t.app).get('/api/ratings/coach-links/').query({ division_id: l.u10.id }).set(stranger.auth);
    const revoke = await request(t.app).post(`/api/ratings/coach-links/${hawks.id}/revoke/`).set(stranger.auth);
    const create = await request(t.app).post('/api/ratings/coach-links/').set(stranger.auth).send({ division_id: l.u10.id, expires_at: '2099-01-01' });
    const ratings = await request(t.app).get('/api/ratings/coach-ratings/').query({ division_id: l.u10.id }).set(stranger.auth);

    expect([list.status, revoke.status, create.status, ratings.status]).toEqual([404, 404, 404, 404]);
    expect((await t.db.coachLink.findUniqueOrThrow({ where: { id: hawks.id } })).revokedAt).toBeNull();
  });
});

describe('rater review and standardisation through the API', () => {
  async function rateAll(l: League, token: string, playerIds: number[], values: number[]) {
    for (const [i, id] of playerIds.entries()) await rateOne(token, id, l.shooting10.id, values[i]!);
  }

  it('flags the coach far from the others with the figures, previews and applies the rescale, keeping the history', async () => {
    const { hawks, owls, players, l } = await arrange();
    const hawksIds = players.filter((_, i) => i % 2 === 0).map((p) => p.id);
    const owlsIds = players.filter((_, i) => i % 2 === 1).map((p) => p.id);
    // Sam (Hawks) gives 1 and 2 → 0 and 2.5 on 0-10; Kim (Owls) gives 4 and 5 → 7.5 and 10.
    await rateAll(l, hawks.token, hawksIds, [1, 2]);
    await rateAll(l, owls.token, owlsIds, [4, 5]);

    const review = await request(t.app).get('/api/ratings/raters/').query({ division_id: l.u10.id }).set(l.admin.auth);
    const preview = await request(t.app).post('/api/ratings/raters/standardise/').set(l.admin.auth).send({ division_id: l.u10.id, rater_name: 'Sam Lee', dry_run: true });
    const applied = await request(t.app).post('/api/ratings/raters/standardise/').set(l.admin.auth).send({ division_id: l.u10.id, rater_name: 'Sam Lee', dry_run: false });

    const sam = review.body.raters.find((r: { rater_name: string }) => r.rater_name === 'Sam Lee');
    expect(sam.team_names).toEqual(['Hawks']);
    expect(sam.flags).toEqual([{ kind: 'far_from_others', skill_id: l.shooting10.id, message: 'Rates 7.5 points lower than the other coaches on Shooting (average 1.3 against 8.8, on 0-10).' }]);
    // Sam: mean 1.25, sd 1.25; Kim: mean 8.75, sd 1.25. z = ∓1 → 8.75 ∓ 1.25 = 7.5 and 10.
    expect(preview.body.changes.map((c: { before: number; after: number }) => [c.before, c.after])).toEqual([[0, 7.5], [2.5, 10]]);
    expect(preview.body.written).toBe(false);
    expect(applied.body.written).toBe(true);
    const current = await t.db.playerSkillRating.findMany({ where: { playerId: { in: hawksIds } }, orderBy: { playerId: 'asc' }, include: { sourceEntry: true } });
    expect(current.map((r) => [r.rating, r.sourceEntry?.standardised, r.sourceEntry?.originalValue])).toEqual([[7.5, true, 4], [10, true, 5]]);
    expect(await t.db.ratingEntry.count({ where: { playerId: { in: hawksIds } } })).toBe(4);
  });
});
