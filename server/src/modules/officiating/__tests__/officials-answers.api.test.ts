import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague, createUser } from '../../../testing/factories.js';
import { seasonOutboxSettled, useMailingApp } from '../../../testing/mailing-app.js';
import { arrangePublishedOfficials, createCertifiedReferee } from './arrange-officials.js';

const t = useMailingApp();

const outboxSettled = (seasonId: number) => seasonOutboxSettled(t.db, seasonId);

/** A season with three adult referees assigned and published. */
const arrangePublished = () => arrangePublishedOfficials(t.app, t.db);

const myGames = (auth: Record<string, string>) => request(t.app).get('/api/referees/me/games/').set(auth);

describe('publishing officials and the referees\' answers', () => {
  it('emails each referee once with their games, which they then see under My games', async () => {
    const a = await arrangePublished();
    await outboxSettled(a.season.id);

    expect(a.published.status).toBe(200);
    const rows = await t.db.officialAssignment.findMany({ where: { game: { seasonId: a.season.id } } });
    expect(a.published.body).toMatchObject({ published: rows.length, referees_notified: 3 });
    expect(rows.every((r) => r.status === 'published' && r.publishedById === a.admin.id)).toBe(true);
    for (const ref of a.refs) {
      const mail = t.inbox.to(`${ref.username}@example.org`);
      expect(mail).toHaveLength(1);
      const games = (await myGames(ref.auth)).body as { assignment_id: number; role: string; home: string; fee: number }[];
      expect(games.map((g) => g.assignment_id).sort()).toEqual(rows.filter((r) => r.refereeId === ref.id).map((r) => r.id).sort());
      expect(games.every((g) => g.fee === (g.role === 'referee' ? 30 : 20))).toBe(true);
      expect(mail[0]!.raw).toContain(games[0]!.home);
    }
  });

  it('publishing again with nothing new says so and emails nobody', async () => {
    const a = await arrangePublished();

    const again = await request(t.app).post(`/api/seasons/${a.season.id}/officials/publish/`).set(a.admin.auth);

    expect(again.status).toBe(400);
    expect(again.body.error).toBe('There are no new officials to publish. Assign officials first.');
    expect(await t.db.outboxMessage.count({ where: { kind: 'officials_assignment', leagueId: a.leagueId } })).toBe(3);
  });

  it('lets a referee accept a game, and a decline opens the slot, keeps the reason and emails the assignor once', async () => {
    const a = await arrangePublished();
    const ref = a.refs[0]!;
    const [first, second] = (await myGames(ref.auth)).body as { assignment_id: number; game_id: number }[];

    const accepted = await request(t.app).post(`/api/assignments/${first!.assignment_id}/accept/`).set(ref.auth);
    const declined = await request(t.app).post(`/api/assignments/${second!.assignment_id}/decline/`).set(ref.auth).send({ reason: 'My car is in the garage' });
    const twice = await request(t.app).post(`/api/assignments/${second!.assignment_id}/decline/`).set(ref.auth).send({ reason: 'Still in the garage' });
    await outboxSettled(a.season.id);

    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('declined');
    expect(twice.status).toBe(200);
    const row = await t.db.officialAssignment.findUniqueOrThrow({ where: { id: second!.assignment_id } });
    expect([row.status, row.reason]).toEqual(['declined', 'My car is in the garage']);
    const assignorMail = t.inbox.to(`${a.admin.username}@example.org`);
    expect(assignorMail).toHaveLength(1);
    expect(assignorMail[0]!.raw).toContain('My car is in the garage');
    // The next auto-assign fills the slot with someone else.
    const rerun = await request(t.app).post(`/api/seasons/${a.season.id}/officials/assign/`).set(a.admin.auth).send({ dry_run: true });
    expect(rerun.body.assignments.some((x: { game_id: number; referee_id: number }) => x.game_id === second!.game_id && x.referee_id === ref.id)).toBe(false);
  });

  it('accepting twice answers as the first time, and a decline reaches the other administrators when the one who published has no email', async () => {
    const a = await arrangePublished();
    const [first, second] = (await myGames(a.refs[0]!.auth)).body as { assignment_id: number }[];
    const colleague = await createUser(t.db, { leagueId: a.leagueId, userType: 'admin' });
    await t.db.user.update({ where: { id: a.admin.id }, data: { email: null } });

    await request(t.app).post(`/api/assignments/${first!.assignment_id}/accept/`).set(a.refs[0]!.auth).expect(200);
    const again = await request(t.app).post(`/api/assignments/${first!.assignment_id}/accept/`).set(a.refs[0]!.auth);
    await request(t.app).post(`/api/assignments/${second!.assignment_id}/decline/`).set(a.refs[0]!.auth).send({ reason: 'Family wedding' }).expect(200);
    await outboxSettled(a.season.id);

    expect(again.status).toBe(200);
    expect(again.body.status).toBe('accepted');
    const mail = t.inbox.to(`${colleague.username}@example.org`);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.raw).toContain('Family wedding');
  });

  it("answers 404 for another referee's assignment, 409 to accept a declined game, and 400 for a decline without a reason", async () => {
    const a = await arrangePublished();
    const [mine] = (await myGames(a.refs[0]!.auth)).body as { assignment_id: number }[];
    const outsider = await createAdminInNewLeague(t.db);
    const outsiderRef = await createCertifiedReferee(t.db, outsider.leagueId, (await t.db.certificationLevel.create({ data: { leagueId: outsider.leagueId, name: 'L', validityDays: 9 } })).id, { name: 'Out Sider' });

    const othersAccept = await request(t.app).post(`/api/assignments/${mine!.assignment_id}/accept/`).set(a.refs[1]!.auth);
    const outsiderDecline = await request(t.app).post(`/api/assignments/${mine!.assignment_id}/decline/`).set(outsiderRef.auth).send({ reason: 'x' });
    const noReason = await request(t.app).post(`/api/assignments/${mine!.assignment_id}/decline/`).set(a.refs[0]!.auth).send({ reason: '  ' });
    await request(t.app).post(`/api/assignments/${mine!.assignment_id}/decline/`).set(a.refs[0]!.auth).send({ reason: 'Ill' }).expect(200);
    const acceptAfter = await request(t.app).post(`/api/assignments/${mine!.assignment_id}/accept/`).set(a.refs[0]!.auth);

    expect(othersAccept.status).toBe(404);
    expect(outsiderDecline.status).toBe(404);
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toBe('Please say why you decline, in a few words.');
    expect(acceptAfter.status).toBe(409);
    expect(acceptAfter.body.error).toMatch(/You declined this game/);
  });
});
