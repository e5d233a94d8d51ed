import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeLeague, importExport, registerU10 } from './arrange-seasons.js';

const t = useTestApp();

const header = 'PlayerID,First Name,Last Name,Birthdate';
const fall2025 = [header, 'LA-1,Ana,Ruiz,2016-04-02', 'LA-2,Mia,Park,2016-03-07'].join('\n');
const fall2026 = [header, 'LA-1,Ana,Ruiz,2016-04-02', 'LA-2,Mia,Park,2016-03-07', 'LA-3,Noa,Kim,2015-11-11'].join('\n');

describe('carry-forward on the next season\'s import', () => {
  it('lists which returning players bring ratings, then copies them as "carried forward" with the original label, rater and age then', async () => {
    const l = await arrangeLeague(t);
    const { teams, players } = await registerU10(t, l, fall2025);
    const ana = players.find((p) => p.name === 'Ana Ruiz')!;
    const link = await request(t.app).post('/api/ratings/coach-links/').set(l.admin.auth).send({ division_id: l.u10.id, team_ids: [teams[0]!.id], expires_at: '2099-01-01' });
    // The default coach scale is 1-5, 5 best: a 4 is 7.5 on Shooting's 0-10 scale.
    await request(t.app).post(`/api/coach-links/${link.body.results[0].token}/ratings/`).send({ player_id: ana.id, ratings: [{ skill_id: l.shooting10.id, value: 4 }], comment: 'Great shot' });

    const preview = await importExport(t, l, l.u12.id, fall2026, { dry_run: 'true' });
    const written = await importExport(t, l, l.u12.id, fall2026);

    expect(preview.body.summary).toMatchObject({ returning: 2, new: 1, bringing_ratings: 1 });
    const anaRow = preview.body.rows.find((r: { name: string }) => r.name === 'Ana Ruiz');
    // On U12's Shooting (0-5 scale) 7.5 of 10 is 3.75; Ana was 9 at the start of Fall 2025.
    expect(anaRow.carried_ratings).toEqual([{ skill_name: 'shooting', rating: 3.75, display_rating: 7.5, description: 'carried forward: coach rating, Fall 2025, U10, age 9' }]);
    expect(preview.body.rows.find((r: { name: string }) => r.name === 'Mia Park').carried_ratings).toEqual([]);
    expect(written.status).toBe(200);
    const newAna = await t.db.player.findFirstOrThrow({ where: { divisionId: l.u12.id, name: 'Ana Ruiz' }, include: { ratings: { include: { sourceEntry: true } } } });
    expect(newAna.ratings).toHaveLength(1);
    expect(newAna.ratings[0]).toMatchObject({ skillId: l.shooting12.id, rating: 3.75 });
    expect(newAna.ratings[0]!.sourceEntry).toMatchObject({ kind: 'carried_forward', originKind: 'coach_form', label: 'Fall 2025, U10', ageThen: 9, raterName: 'Sam Lee', originalValue: 4, scaleMin: 1, scaleMax: 5 });
    expect(newAna.overallSkill).toBe(7.5);
  });

  it('shows the history by source on the person, newest first, with the current rating marked', async () => {
    const l = await arrangeLeague(t);
    const { teams, players } = await registerU10(t, l, fall2025);
    const ana = players.find((p) => p.name === 'Ana Ruiz')!;
    const link = await request(t.app).post('/api/ratings/coach-links/').set(l.admin.auth).send({ division_id: l.u10.id, team_ids: [teams[0]!.id], expires_at: '2099-01-01' });
    await request(t.app).post(`/api/coach-links/${link.body.results[0].token}/ratings/`).send({ player_id: ana.id, ratings: [{ skill_id: l.shooting10.id, value: 5 }] });
    await importExport(t, l, l.u12.id, fall2026);

    const res = await request(t.app).get('/api/ratings/history/').query({ participant_id: ana.participantId }).set(l.admin.auth);

    expect(res.status).toBe(200);
    expect(res.body.entries.map((e: { kind: string; season_name: string; current: boolean; description: string }) => [e.kind, e.season_name, e.current, e.description])).toEqual([
      ['carried_forward', 'Fall 2026', true, 'carried forward: coach rating, Fall 2025, U10, age 9'],
      ['coach_form', 'Fall 2025', true, 'coach rating, Fall 2025, U10, age 9'],
    ]);
  });

  it("an added player who is a returning person brings last season's ratings for the skills not given", async () => {
    const l = await arrangeLeague(t);
    const { teams, players } = await registerU10(t, l, fall2025);
    const ana = players.find((p) => p.name === 'Ana Ruiz')!;
    const link = await request(t.app).post('/api/ratings/coach-links/').set(l.admin.auth).send({ division_id: l.u10.id, team_ids: [teams[0]!.id], expires_at: '2099-01-01' });
    await request(t.app).post(`/api/coach-links/${link.body.results[0].token}/ratings/`).send({ player_id: ana.id, ratings: [{ skill_id: l.shooting10.id, value: 4 }] });

    const added = await request(t.app).post('/api/players/').set(l.admin.auth)
      .send({ name: 'Ana Ruiz', date_of_birth: '2016-04-02', league: l.admin.leagueId, division: l.u12.id, ratings: { [l.passing12.id]: 6 } });

    expect(added.status).toBe(201);
    const ratings = await t.db.playerSkillRating.findMany({ where: { playerId: added.body.id }, include: { sourceEntry: true }, orderBy: { skillId: 'asc' } });
    expect(ratings.map((r) => [r.skillId, r.rating, r.sourceEntry?.kind ?? null])).toEqual([[l.shooting12.id, 3.75, 'carried_forward'], [l.passing12.id, 6, null]]);
  });
});

