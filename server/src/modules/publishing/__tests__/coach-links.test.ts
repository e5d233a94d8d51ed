import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { arrangeDivision } from './arrange-publishing.js';
import { outboxSettled, useMailingApp } from '../../../testing/mailing-app.js';

// The admin withdraws a coach's roster link and sends a new one, emailed through the outbox.
const t = useMailingApp();

function keyIn(raw: string): string {
  // Quoted-printable may wrap the link; the key is 64 hex characters after /coach/.
  const text = raw.replace(/=\r?\n/g, '');
  return /league\.example\.org\/coach\/([0-9a-f]{64})/.exec(text)![1]!;
}

async function publishedDivision() {
  const admin = await createAdminInNewLeague(t.db);
  const arranged = await arrangeDivision(t.db, admin.leagueId);
  await request(t.app).post(`/api/divisions/${arranged.division.id}/publish/`).set(admin.auth);
  await outboxSettled(t.app, admin.auth, arranged.division.id);
  const firstKey = keyIn(t.inbox.to(arranged.hawksCoach)[0]!.raw);
  return { admin, arranged, firstKey, base: `/api/divisions/${arranged.division.id}` };
}

// The first test publishes and waits for the queue on a cold app: slow on a busy embedded database.
describe('coach roster links', () => {
  it('lists each published team with its coach and working links', async () => {
    const { admin, arranged, base } = await publishedDivision();

    const res = await request(t.app).get(`${base}/coach_links/`).set(admin.auth);

    expect(res.status).toBe(200);
    expect(res.body.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ team_id: arranged.hawks.id, team_name: 'Hawks', coach: 'Dana Hawk', coach_email: arranged.hawksCoach, working_links: 1 }),
        expect.objectContaining({ team_id: arranged.owls.id, coach_email: arranged.owlsCoach, working_links: 1 }),
      ]),
    );
  });

  it('a withdrawn link tells the coach it no longer works, and a new link is emailed and opens the roster', async () => {
    const { admin, arranged, firstKey, base } = await publishedDivision();

    await request(t.app).post(`${base}/teams/${arranged.hawks.id}/revoke_coach_links/`).set(admin.auth);
    const withdrawn = await request(t.app).get(`/api/coach/${firstKey}/`);
    const issued = await request(t.app).post(`${base}/teams/${arranged.hawks.id}/coach_link/`).set(admin.auth);
    await outboxSettled(t.app, admin.auth, arranged.division.id);
    const mails = t.inbox.to(arranged.hawksCoach);
    const page = await request(t.app).get(`/api/coach/${keyIn(mails[1]!.raw)}/`);
    const list = await request(t.app).get(`${base}/coach_links/`).set(admin.auth);

    expect(withdrawn.status).toBe(410);
    expect(withdrawn.body.error).toBe('This roster link was withdrawn by the league. Ask the league for a new one.');
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({ coach_email: arranged.hawksCoach, withdrawn: 0, sending: true });
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toContain('a new link to your Hawks roster');
    expect(page.status).toBe(200);
    expect(page.body.team.name).toBe('Hawks');
    expect(list.body.results.find((r: { team_id: number }) => r.team_id === arranged.hawks.id).working_links).toBe(1);
  });

  it('a new link sent without withdrawing first replaces the old one', async () => {
    const { admin, arranged, firstKey, base } = await publishedDivision();

    const issued = await request(t.app).post(`${base}/teams/${arranged.hawks.id}/coach_link/`).set(admin.auth);
    const old = await request(t.app).get(`/api/coach/${firstKey}/`);

    expect(issued.body.withdrawn).toBe(1);
    expect(old.status).toBe(410);
  });

  it('refuses a new link before the rosters are published or when no coach email was published', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const arranged = await arrangeDivision(t.db, admin.leagueId);
    const base = `/api/divisions/${arranged.division.id}`;
    const unpublished = await request(t.app).post(`${base}/teams/${arranged.hawks.id}/coach_link/`).set(admin.auth);
    await t.db.team.update({ where: { id: arranged.owls.id }, data: { coachEmail: null } });
    await request(t.app).post(`${base}/publish/`).set(admin.auth);

    const noEmail = await request(t.app).post(`${base}/teams/${arranged.owls.id}/coach_link/`).set(admin.auth);

    expect(unpublished.status).toBe(409);
    expect(unpublished.body.error).toMatch(/not published yet/);
    expect(noEmail.status).toBe(409);
    expect(noEmail.body.error).toMatch(/No coach email was published/);
    expect(await t.db.coachRosterLink.count({ where: { teamId: arranged.owls.id } })).toBe(0);
  });

  it('answers 404 for another league’s team', async () => {
    const { arranged, base } = await publishedDivision();
    const stranger = await createAdminInNewLeague(t.db);

    const issued = await request(t.app).post(`${base}/teams/${arranged.hawks.id}/coach_link/`).set(stranger.auth);
    const list = await request(t.app).get(`${base}/coach_links/`).set(stranger.auth);

    expect([issued.status, list.status]).toEqual([404, 404]);
  });
});
