import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { generateTokenKey, hashTokenKey } from '../../../lib/tokens.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeLeague, registerU10 } from './arrange-seasons.js';

const t = useTestApp();

const roster = ['PlayerID,Name,Birthdate', 'A-1,Ana Ruiz,2016-04-02', 'A-2,Ben Ode,2016-05-02'].join('\n');

/** A team with a coach roster link (the emailed link to its published roster page), as publishing makes one. */
async function arrangeRosterKey(options: { revoked?: boolean } = {}) {
  const l = await arrangeLeague(t);
  const { teams, players } = await registerU10(t, l, roster);
  const hawks = teams[0]!;
  const rosterKey = generateTokenKey();
  await t.db.coachRosterLink.create({
    data: { keyHash: hashTokenKey(rosterKey), teamId: hawks.id, leagueId: l.admin.leagueId, coachEmail: 'sam@example.org', expiresAt: new Date('2099-01-01'), revokedAt: options.revoked ? new Date() : null },
  });
  const openRatings = () => request(t.app).post('/api/ratings/coach-links/').set(l.admin.auth).send({ division_id: l.u10.id, team_ids: [hawks.id], expires_at: '2099-06-30' });
  return { l, hawks, players, rosterKey, openRatings };
}

describe('the end-of-season rating form opened with the coach roster page key (decision 0090)', () => {
  it('opens the team rating form and saves on the rating link the league opened, so the ratings are not split', async () => {
    const { l, hawks, players, rosterKey, openRatings } = await arrangeRosterKey();
    const opened = await openRatings();
    const ana = players.find((p) => p.name === 'Ana Ruiz')!;

    const form = await request(t.app).get(`/api/coach-links/${rosterKey}/`);
    const saved = await request(t.app).post(`/api/coach-links/${rosterKey}/ratings/`).send({ player_id: ana.id, ratings: [{ skill_id: l.shooting10.id, value: 4 }] });

    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ team_name: hawks.name, division_name: 'U10' });
    expect(saved.status).toBe(200);
    const entry = await t.db.ratingEntry.findFirst({ where: { playerId: ana.id, kind: 'coach_form' } });
    expect(entry?.coachLinkId).toBe(opened.body.results[0].id);
    const viaRatingLink = await request(t.app).get(`/api/coach-links/${opened.body.results[0].token}/`);
    expect(viaRatingLink.body.players.find((p: { id: number }) => p.id === ana.id).ratings).toEqual([{ skill_id: l.shooting10.id, value: 4 }]);
  });

  it('says the league has not opened ratings yet when the team has no open rating link', async () => {
    const { rosterKey } = await arrangeRosterKey();

    const form = await request(t.app).get(`/api/coach-links/${rosterKey}/`);

    expect(form.status).toBe(404);
    expect(form.body).toMatchObject({ error: 'The league has not opened end-of-season ratings for your team yet.', code: 'ratings_not_open' });
  });

  it('answers the roster page whether the form is open, with no 404 while the league has not opened ratings', async () => {
    const { rosterKey, openRatings } = await arrangeRosterKey();

    const before = await request(t.app).get(`/api/coach-links/${rosterKey}/status/`);
    await openRatings();
    const after = await request(t.app).get(`/api/coach-links/${rosterKey}/status/`);
    const unknown = await request(t.app).get(`/api/coach-links/${generateTokenKey()}/status/`);

    expect(before.status).toBe(200);
    expect(before.body).toEqual({ open: false, expires_at: null, sentence: 'The league has not opened end-of-season ratings for your team yet.' });
    expect(after.body).toMatchObject({ open: true, sentence: null, expires_at: expect.stringMatching(/^2099-06-30/) });
    expect(unknown.status).toBe(404);
  });

  it('refuses a withdrawn roster link with the roster page sentence, even while ratings are open', async () => {
    const { rosterKey, openRatings } = await arrangeRosterKey({ revoked: true });
    await openRatings();

    const form = await request(t.app).get(`/api/coach-links/${rosterKey}/`);

    expect(form.status).toBe(410);
    expect(form.body.error).toMatch(/withdrawn by the league/);
  });
});
