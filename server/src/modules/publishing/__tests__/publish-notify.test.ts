import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { runsOnPostgres } from '../../../testing/test-database.js';
import { arrangeDivision } from './arrange-publishing.js';
import { outboxSettled as settled, useMailingApp } from '../../../testing/mailing-app.js';

// Publishing with email set up: an in-process SMTP server receives what the queue sends
// (pg-boss on PostgreSQL, the outbox loop on the embedded database).
const t = useMailingApp();

const outboxSettled = (auth: Record<string, string>, divisionId: number) => settled(t.app, auth, divisionId);

describe('publishing rosters with email set up', () => {
  it('sends exactly one email per family and one per coach', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const arranged = await arrangeDivision(t.db, admin.leagueId);

    const res = await request(t.app).post(`/api/divisions/${arranged.division.id}/publish/`).set(admin.auth);
    const outbox = await outboxSettled(admin.auth, arranged.division.id);

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ version: 1, notified: { families: 3, coaches: 2 }, sending: true });
    expect(outbox.counts).toEqual({ pending: 0, sending: 0, sent: 5, failed: 0 });
    for (const address of arranged.familyEmails) expect(t.inbox.to(address)).toHaveLength(1);
    expect(t.inbox.to(arranged.hawksCoach)).toHaveLength(1);
    expect(t.inbox.to(arranged.owlsCoach)).toHaveLength(1);
    const siblings = t.inbox.to(arranged.familyEmails[0]!)[0]!.raw;
    expect(siblings).toContain('Hawks');
    expect(siblings).toContain('Owls');
    expect(t.inbox.to(arranged.familyEmails[1]!)[0]!.raw).toContain('Dana Hawk');
  });

  it('tells only the families concerned when changes are published again', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const arranged = await arrangeDivision(t.db, admin.leagueId);
    await request(t.app).post(`/api/divisions/${arranged.division.id}/publish/`).set(admin.auth);
    await outboxSettled(admin.auth, arranged.division.id);
    await t.db.player.update({ where: { id: arranged.hawkKid.id }, data: { teamId: arranged.owls.id } });

    const preview = await request(t.app).get(`/api/divisions/${arranged.division.id}/publication/`).set(admin.auth);
    const res = await request(t.app).post(`/api/divisions/${arranged.division.id}/publish/`).set(admin.auth);
    await outboxSettled(admin.auth, arranged.division.id);

    expect(preview.body.moves).toEqual([expect.objectContaining({ player_id: arranged.hawkKid.id, from_team_name: 'Hawks', to_team_name: 'Owls' })]);
    expect(res.body).toMatchObject({ version: 2, notified: { families: 1, coaches: 2 } });
    expect(t.inbox.to(arranged.hawkKid.parentEmail)).toHaveLength(2);
    expect(t.inbox.to(arranged.familyEmails[0]!)).toHaveLength(1);
    expect(t.inbox.to(arranged.owlKid.parentEmail)).toHaveLength(1);
  });

  it('tries a message again when the mail server refuses it once, and it arrives once', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const arranged = await arrangeDivision(t.db, admin.leagueId);
    await t.db.team.update({ where: { id: arranged.owls.id }, data: { coachEmail: null } });
    await t.db.player.deleteMany({ where: { id: { in: [arranged.siblingA.id, arranged.siblingB.id, arranged.owlKid.id] } } });
    await t.db.team.update({ where: { id: arranged.hawks.id }, data: { coachEmail: null } });
    t.inbox.rejectNext(1);

    await request(t.app).post(`/api/divisions/${arranged.division.id}/publish/`).set(admin.auth);
    const outbox = await outboxSettled(admin.auth, arranged.division.id);

    expect(outbox.results).toHaveLength(1);
    expect(outbox.results[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(t.inbox.to(arranged.hawkKid.parentEmail)).toHaveLength(1);
  });

  it.skipIf(!runsOnPostgres())('two publishes at once record one version each and send no message twice', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const arranged = await arrangeDivision(t.db, admin.leagueId);

    const answers = await Promise.all([0, 1].map(() => request(t.app).post(`/api/divisions/${arranged.division.id}/publish/`).set(admin.auth)));
    await outboxSettled(admin.auth, arranged.division.id);

    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers.map((a) => a.body.version).sort()).toEqual([1, 2]);
    expect(answers.map((a) => a.body.notified.families).sort()).toEqual([0, 3]);
    for (const address of [...arranged.familyEmails, arranged.hawksCoach, arranged.owlsCoach]) expect(t.inbox.to(address)).toHaveLength(1);
  });
});
