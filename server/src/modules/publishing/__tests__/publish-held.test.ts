import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeDivision } from './arrange-publishing.js';

// Without SMTP configured nothing is sent: every message waits in the outbox for the admin.
const t = useTestApp({ PUBLIC_URL: 'https://league.example.org' });

function linkIn(body: string): string {
  return /https:\/\/league\.example\.org\/coach\/([0-9a-f]{64})/.exec(body)![1]!;
}

/** Publishes a fresh division and answers the key in the email written for one coach. */
async function publishAndReadCoachKey(coach: 'hawksCoach' | 'owlsCoach') {
  const admin = await createAdminInNewLeague(t.db);
  const arranged = await arrangeDivision(t.db, admin.leagueId);
  await request(t.app).post(`/api/divisions/${arranged.division.id}/publish/`).set(admin.auth);
  const outbox = await request(t.app).get(`/api/divisions/${arranged.division.id}/outbox/`).set(admin.auth);
  const mail = outbox.body.results.find((m: { recipients: string[] }) => m.recipients[0] === arranged[coach]);
  return { admin, arranged, key: linkIn(mail.body) };
}

describe('publishing rosters without email set up', () => {
  it('keeps every message in the outbox, readable and downloadable', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const arranged = await arrangeDivision(t.db, admin.leagueId);

    const res = await request(t.app).post(`/api/divisions/${arranged.division.id}/publish/`).set(admin.auth);
    const outbox = await request(t.app).get(`/api/divisions/${arranged.division.id}/outbox/`).set(admin.auth);
    const csv = await request(t.app).get(`/api/divisions/${arranged.division.id}/outbox/?format=csv`).set(admin.auth);

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ version: 1, notified: { families: 3, coaches: 2 }, sending: false });
    expect(outbox.body.sending).toBe(false);
    expect(outbox.body.counts).toEqual({ pending: 5, sending: 0, sent: 0, failed: 0 });
    expect(outbox.body.results.map((m: { recipients: string[] }) => m.recipients[0]).sort()).toEqual([...arranged.familyEmails, arranged.hawksCoach, arranged.owlsCoach].sort());
    expect(csv.headers['content-type']).toContain('text/csv');
    for (const address of arranged.familyEmails) expect(csv.text).toContain(address);
  });

  it('shows the coach the published roster with parents’ contacts, not later draft moves', async () => {
    const { arranged, key } = await publishAndReadCoachKey('hawksCoach');
    await t.db.player.update({ where: { id: arranged.hawkKid.id }, data: { teamId: arranged.owls.id } });

    const page = await request(t.app).get(`/api/coach/${key}/`);

    expect(page.status).toBe(200);
    expect(page.body.team).toMatchObject({ name: 'Hawks', coach: 'Dana Hawk', practice_details: 'Tuesdays 6 pm, North gym' });
    // The draft move is not published yet: the coach still sees the published roster.
    expect(page.body.players.map((p: { id: number }) => p.id).sort()).toEqual([arranged.siblingA.id, arranged.hawkKid.id].sort());
    expect(page.body.players.find((p: { id: number }) => p.id === arranged.hawkKid.id)).toMatchObject({ emails: [arranged.hawkKid.parentEmail], phones: ['+1 555 0100'] });
  });

  it('answers 410 for a withdrawn link and 404 for an unknown one', async () => {
    const { admin, arranged, key } = await publishAndReadCoachKey('owlsCoach');

    const revoke = await request(t.app).post(`/api/divisions/${arranged.division.id}/teams/${arranged.owls.id}/revoke_coach_links/`).set(admin.auth);
    const withdrawn = await request(t.app).get(`/api/coach/${key}/`);
    const unknown = await request(t.app).get(`/api/coach/${'0'.repeat(64)}/`);

    expect(revoke.body).toEqual({ revoked: 1 });
    expect(withdrawn.status).toBe(410);
    expect(withdrawn.body.error).toMatch(/withdrawn/);
    expect(unknown.status).toBe(404);
  });

  it('answers 410 for an expired link', async () => {
    const { arranged, key } = await publishAndReadCoachKey('owlsCoach');
    await t.db.coachRosterLink.updateMany({ where: { teamId: arranged.owls.id }, data: { expiresAt: new Date(Date.now() - 1000) } });

    const res = await request(t.app).get(`/api/coach/${key}/`);

    expect(res.status).toBe(410);
    expect(res.body.error).toMatch(/expired/);
  });

  it('answers 404 for another league’s division and writes nothing', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const other = await createAdminInNewLeague(t.db);
    const arranged = await arrangeDivision(t.db, other.leagueId);

    const publish = await request(t.app).post(`/api/divisions/${arranged.division.id}/publish/`).set(admin.auth);
    const outbox = await request(t.app).get(`/api/divisions/${arranged.division.id}/outbox/`).set(admin.auth);
    const status = await request(t.app).get(`/api/divisions/${arranged.division.id}/publication/`).set(admin.auth);
    const revoke = await request(t.app).post(`/api/divisions/${arranged.division.id}/teams/${arranged.owls.id}/revoke_coach_links/`).set(admin.auth);

    expect([publish.status, outbox.status, status.status, revoke.status]).toEqual([404, 404, 404, 404]);
    expect(await t.db.rosterPublication.count({ where: { divisionId: arranged.division.id } })).toBe(0);
  });

  it('before the first publication lists every placed player as a change and gives coaches no link', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const arranged = await arrangeDivision(t.db, admin.leagueId);

    const res = await request(t.app).get(`/api/divisions/${arranged.division.id}/publication/`).set(admin.auth);

    expect(await t.db.coachRosterLink.count({ where: { team: { divisionId: arranged.division.id } } })).toBe(0);
    expect(res.body).toMatchObject({ last: null, families_to_notify: 3, coaches_to_notify: 2, families_without_email: 0, sending: false });
    expect(res.body.moves).toHaveLength(4);
  });

  it('shows one family\'s email before publishing, word for word as publishing then writes it', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const arranged = await arrangeDivision(t.db, admin.leagueId);

    const before = await request(t.app).get(`/api/divisions/${arranged.division.id}/publication/`).set(admin.auth);
    await request(t.app).post(`/api/divisions/${arranged.division.id}/publish/`).set(admin.auth);
    const outbox = await request(t.app).get(`/api/divisions/${arranged.division.id}/outbox/`).set(admin.auth);

    const sample = before.body.sample_email as { to: string[]; subject: string; body: string };
    const written = outbox.body.results.find((m: { recipients: string[] }) => m.recipients.join() === sample.to.join());
    expect(sample.body).toMatch(/^Hello /);
    expect({ subject: written.subject, body: written.body }).toEqual({ subject: sample.subject, body: sample.body });
  });

  it('takes the coach’s email, phone and practice details on the team, refusing an address that is not one', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const arranged = await arrangeDivision(t.db, admin.leagueId);
    const fields = { name: 'Hawks', coach: 'Robin Lee', coach_phone: '+1 555 0199', practice_details: 'Thursdays 5 pm, East gym' };

    const wrong = await request(t.app).patch(`/api/teams/${arranged.hawks.id}/`).set(admin.auth).send({ ...fields, coach_email: 'robin at example' });
    const saved = await request(t.app).patch(`/api/teams/${arranged.hawks.id}/`).set(admin.auth).send({ ...fields, coach_email: 'robin@example.org' });

    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/email/i);
    expect(saved.body).toMatchObject({ coach: 'Robin Lee', coach_email: 'robin@example.org', coach_phone: '+1 555 0199', practice_details: 'Thursdays 5 pm, East gym' });
  });

  it('emails the roster to the parent who volunteered to coach when the admin typed no coach email', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const arranged = await arrangeDivision(t.db, admin.leagueId);
    await t.db.team.update({ where: { id: arranged.owls.id }, data: { coachEmail: null, coach: null } });
    await t.db.player.update({ where: { id: arranged.owlKid.id }, data: { additionalData: { Volunteer: 'Head Coach' } } });

    await request(t.app).post(`/api/divisions/${arranged.division.id}/publish/`).set(admin.auth);
    const outbox = await request(t.app).get(`/api/divisions/${arranged.division.id}/outbox/`).set(admin.auth);

    const coachMails = outbox.body.results.filter((m: { kind: string }) => m.kind === 'coach_roster');
    expect(coachMails.map((m: { recipients: string[] }) => m.recipients[0]).sort()).toEqual([arranged.hawksCoach, arranged.owlKid.parentEmail].sort());
  });
});
