import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeOfficiatedSeason, arrangePublishedOfficials, createCertifiedReferee, giveSaturdays } from './arrange-officials.js';

const t = useTestApp();

const removals = (leagueId: number) => t.db.outboxMessage.findMany({ where: { leagueId, kind: 'officials_removal' }, orderBy: { id: 'asc' } });

describe('a referee taken off a game they were told about', () => {
  it('gets one email when the assignor gives their published place to someone else by hand, and none for a proposal', async () => {
    const a = await arrangeOfficiatedSeason(t.app, t.db);
    const [nia, rob, ria] = [
      await createCertifiedReferee(t.db, a.leagueId, a.levels.national.id, { name: 'Nia National' }),
      await createCertifiedReferee(t.db, a.leagueId, a.levels.national.id, { name: 'Rob Regional' }),
      await createCertifiedReferee(t.db, a.leagueId, a.levels.national.id, { name: 'Ria Regional' }),
    ];
    for (const ref of [nia!, rob!, ria!]) await giveSaturdays(t.app, ref);
    const base = `/api/seasons/${a.season.id}/officials`;
    const place = (gameId: number, refereeId: number | null) => ({ changes: [{ game_id: gameId, role: 'referee', referee_id: refereeId }] });
    await request(t.app).post(`${base}/changes/`).set(a.admin.auth).send(place(a.games[0]!.id, rob!.id)).expect(200);
    await request(t.app).post(`${base}/publish/`).set(a.admin.auth).expect(200);
    await request(t.app).post(`${base}/changes/`).set(a.admin.auth).send(place(a.games[1]!.id, ria!.id)).expect(200);

    const published = await request(t.app).post(`${base}/changes/`).set(a.admin.auth).send(place(a.games[0]!.id, nia!.id));
    const proposal = await request(t.app).post(`${base}/changes/`).set(a.admin.auth).send(place(a.games[1]!.id, null));
    await request(t.app).post(`${base}/publish/`).set(a.admin.auth).expect(200);

    expect([published.status, proposal.status]).toEqual([200, 200]);
    const sent = await removals(a.leagueId);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ recipients: [`${rob!.username}@example.org`], subject: 'You are no longer refereeing Ants vs Bees on Saturday 3 October' });
    expect(sent[0]!.body).toContain(
      'you are no longer refereeing this game:\n- Saturday 3 October, 9:00-10:00, referee: Ants vs Bees (U12) at Lincoln. Why: the assignor gave this place to another referee.',
    );
  });

  it('gets one email listing every game an auto-assign re-run takes back after publication, and a further re-run sends nothing', async () => {
    const a = await arrangePublishedOfficials(t.app, t.db);
    const nia = a.refs[0]!;
    const hers = await t.db.officialAssignment.count({ where: { refereeId: nia.id, status: 'published' } });
    await t.db.certificateRecord.updateMany({ where: { userId: nia.id }, data: { revokedAt: new Date('2026-09-15T12:00:00Z'), revokeReason: 'Misconduct' } });
    const assign = () => request(t.app).post(`/api/seasons/${a.season.id}/officials/assign/`).set(a.admin.auth).send({ dry_run: false });

    await assign().expect(200);
    await assign().expect(200);

    const sent = await removals(a.leagueId);
    expect(hers).toBeGreaterThan(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ recipients: [`${nia.username}@example.org`], subject: `You are no longer refereeing ${hers} games: ${a.season.name}` });
    const lines = sent[0]!.body.split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toHaveLength(hers);
    expect(lines.every((line) => line.endsWith('. Why: certificate revoked.'))).toBe(true);
    expect(await t.db.officialAssignment.count({ where: { refereeId: nia.id, status: { not: 'declined' } } })).toBe(0);
  });
});
