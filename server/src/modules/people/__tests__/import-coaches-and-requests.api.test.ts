import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { arrangeSkilledDivision } from '../../../testing/balance-preview.js';
import { balanceStored, headCoachChildren, importExport, leagueAppsExport, mutualRequests, teamOf } from '../../../testing/registration-export.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

const arrange = () => arrangeSkilledDivision(t, 'Overall', 'Skill Rating');

describe('Import Registrations keeps coaches and buddy requests for Create Teams (issue 37)', () => {
  it('reads the export\'s own headers without a column chosen, and shows coaches and requests in the preview', async () => {
    const a = await arrange();

    const preview = await importExport(t, a, leagueAppsExport, { dry_run: 'true' });

    const read = Object.fromEntries(preview.columns.map((c) => [c.role, c.column]));
    expect(read).toMatchObject({
      name_columns: 'Participant First Name + Participant Last Name',
      dob_column: 'Participant Birth Date',
      parent_email_column: 'Parent/Guardian 1 Email',
      guardian_name_columns: 'Parent/Guardian 1 First Name + Parent/Guardian 1 Last Name',
      volunteer_column: 'Volunteer Role',
      request_column: 'Buddy Request',
      registration_id_column: 'Registration ID',
    });
    const liam = preview.rows.find((r) => r.name === 'Liam Garcia')!;
    expect(liam.date_of_birth).toBe('2016-03-14');
    expect(liam.rules).toMatchObject({ volunteer: 'head', parent_name: 'Maria Garcia', requests: ['Emma Stone please'] });
    expect(preview.rows.find((r) => r.name === 'Emma Stone')!.rules).toMatchObject({ volunteer: 'assistant', parent_name: 'Ann Stone' });
    // "Snacks" and "No" are offers that do not coach.
    expect(preview.rows.filter((r) => r.rules?.volunteer).map((r) => r.name).sort()).toEqual([...headCoachChildren, 'Emma Stone'].sort());
  });

  it('balancing the stored division puts every head coach\'s child on a different team, the assistant\'s child with the head coach\'s, and keeps mutual requests', async () => {
    const a = await arrange();
    await importExport(t, a, leagueAppsExport);

    const teams = await balanceStored(t, a, 4);

    expect(new Set(headCoachChildren.map((child) => teamOf(teams, child).team_name)).size).toBe(4);
    expect(teams.results.map((team) => team.coach_name).sort()).toEqual(['Dan Smith', 'Jae Park', 'Kim Brown', 'Maria Garcia']);
    expect(teamOf(teams, 'Emma Stone').team_name).toBe(teamOf(teams, 'Liam Garcia').team_name);
    for (const [one, other] of mutualRequests) expect(teamOf(teams, one).team_name, `${one} and ${other}`).toBe(teamOf(teams, other).team_name);
  });

  it('saves the volunteers as the teams\' coaches', async () => {
    const a = await arrange();
    await importExport(t, a, leagueAppsExport);
    const preview = await balanceStored(t, a, 4);
    const teams = preview.results.map((team) => ({ team_name: team.team_name, coach_name: team.coach_name, players: team.players.map((p) => ({ player_id: p.player_id, name: p.name })) }));

    const saved = await request(t.app).post('/api/players/persist_teams/').set(a.admin.auth).send({ league_id: a.admin.leagueId, division_id: a.division.id, teams });

    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const stored = await t.db.team.findMany({ where: { divisionId: a.division.id }, select: { coach: true } });
    expect(stored.map((team) => team.coach).sort()).toEqual(['Dan Smith', 'Jae Park', 'Kim Brown', 'Maria Garcia']);
  });

  it('a bad cell in a rule column is a problem of its row, and nothing is written', async () => {
    const a = await arrange();
    const csv = `${leagueAppsExport.split('\r\n')[0]},Height\r\n${leagueAppsExport.split('\r\n').slice(1, 3).map((line, i) => `${line},${i === 0 ? 'very tall' : '130'}`).join('\r\n')}`;

    const res = await request(t.app).post('/api/players/import/').set(a.admin.auth).field('division_id', String(a.division.id)).field('dry_run', 'false').attach('file', Buffer.from(csv), { filename: 'x.csv', contentType: 'text/csv' });

    expect(res.status).toBe(422);
    expect(res.body.error).toContain('Row 2, column "Height"');
    expect(await t.db.player.count({ where: { divisionId: a.division.id } })).toBe(0);
  });
});
