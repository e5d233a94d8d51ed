import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { BalancePreviewDto } from '@league/contract';
import { arrangeSkilledDivision, previewTeams, type SkilledDivision } from '../../../testing/balance-preview.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

// A LeagueApps-like export: Windows line ends, a volunteer column and the first parent's name.
const csv = [
  'Player First Name,Player Last Name,Parent 1 Name,Parent 1 Email,Volunteer Role,Skill Rating',
  'Liam,Garcia,Maria Garcia,maria@example.com,Head Coach,6',
  'Riley,Williams,Tom Williams,tom@example.com,,5',
  'Emma,Stone,Ann Stone,ann@example.com,Assistant Coach,4',
  'Noah,Smith,Dan Smith,dan@example.com,Coach,7',
  'Ava,Brown,Kim Brown,kim@example.com,No,3',
  'Mia,Chen,Lee Chen,lee@example.com,Snacks,5',
  'Owen,Park,Jae Park,jae@example.com,Head Coach,6',
  'Zoe,King,Bo King,bo@example.com,,4',
].join('\r\n');

const arrange = () => arrangeSkilledDivision(t, 'skill', 'Skill Rating');

const preview = (a: SkilledDivision, teams: number) =>
  previewTeams(t, a, { number_of_teams: String(teams), seed: '5', volunteer_column: 'Volunteer Role', parent_name_column: 'Parent 1 Name' }, csv, 'leagueapps.csv');

const teamOf = (data: BalancePreviewDto, player: string) => data.results.find((team) => team.players.some((p) => p.name === player))!;

describe('POST /api/players/balanced_teams/ with a volunteer column', () => {
  it("puts each head coach's child on a team of its own, coached by the parent, before assistants", async () => {
    const a = await arrange();

    const data = await preview(a, 3);

    expect(teamOf(data, 'Liam Garcia').coach_name).toBe('Maria Garcia');
    expect(teamOf(data, 'Noah Smith').coach_name).toBe('Dan Smith');
    expect(teamOf(data, 'Owen Park').coach_name).toBe('Jae Park');
    expect(new Set(['Liam Garcia', 'Noah Smith', 'Owen Park'].map((p) => teamOf(data, p).team_name)).size).toBe(3);
    // Three teams, three head coaches: the assistant coach is named in the warnings instead.
    expect(data.results.map((team) => team.coach_name).filter(Boolean)).toHaveLength(3);
    expect(data.summary.warnings.join(' ')).toContain('Ann Stone');
    expect(data.summary.columns.volunteer_column).toBe('Volunteer Role');
  });

  it('names the head coaches left without a team when there are more of them than teams', async () => {
    const a = await arrange();

    const data = await preview(a, 2);

    expect(teamOf(data, 'Liam Garcia').coach_name).toBe('Maria Garcia');
    expect(teamOf(data, 'Noah Smith').coach_name).toBe('Dan Smith');
    const warning = data.summary.warnings.find((w) => w.startsWith('More head coaches volunteered'));
    expect(warning).toContain('Jae Park');
  });

  it('stores the volunteer as the saved team\'s coach, so View Teams and the fairness report name the coach', async () => {
    const a = await arrange();
    const data = await preview(a, 4);
    const teams = data.results.map((team) => ({ team_name: team.team_name, coach_name: team.coach_name, players: team.players.map(({ name, email, ratings, additional_data }) => ({ name, email, ratings, additional_data })) }));

    const saved = await request(t.app).post('/api/players/persist_teams/').set(a.admin.auth).send({ league_id: a.admin.leagueId, division_id: a.division.id, teams });
    expect(saved.status).toBe(201);

    const listed = await request(t.app).get('/api/teams/').query({ division: a.division.id }).set(a.admin.auth);
    const coaches = (listed.body.results ?? listed.body) as { name: string; coach: string | null }[];
    expect(coaches.map((team) => team.coach).sort()).toEqual(['Ann Stone', 'Dan Smith', 'Jae Park', 'Maria Garcia']);
    const report = await request(t.app).get(`/api/divisions/${a.division.id}/fairness_report/`).set(a.admin.auth);
    expect(report.status).toBe(200);
    expect((report.body.teams as { coach: string | null }[]).map((team) => team.coach).sort()).toEqual(['Ann Stone', 'Dan Smith', 'Jae Park', 'Maria Garcia']);
  });
});
