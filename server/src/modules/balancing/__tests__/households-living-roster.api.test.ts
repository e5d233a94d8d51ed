import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createSkill, createTeam } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { importRegistrations } from '../../people/__tests__/people-support.js';

const t = useTestApp();

interface PreviewTeam {
  team_id: number | null;
  players: { name: string; group: string | null }[];
}

const header = 'PlayerID,First Name,Last Name,Birthdate,Parent 1 Email,Shooting';
// Ana and Luis Ruiz share a parent email, so one household; they are the two strongest players.
const registrations = [
  'LA-1,Ana,Ruiz,2016-04-02,ruiz@example.org,10',
  'LA-2,Luis,Ruiz,2017-09-30,ruiz@example.org,9',
  'LA-3,Mia,Park,2016-03-07,park@example.org,1',
  'LA-4,Noor,Khan,2016-11-11,khan@example.org,2',
  'LA-5,Omar,Diaz,2016-05-05,diaz@example.org,5',
  'LA-6,Pia,Lund,2016-06-06,lund@example.org,6',
];
const lateSister = 'LA-7,Sofia,Ruiz,2018-01-15,ruiz@example.org,8';

/** Six registered players on two saved teams, `red` and `blue` naming who is on Red; the rest are on Blue. */
async function arrangeTeams(red: string[]) {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const shooting = await createSkill(t.db, division.id, { name: 'Shooting', normalizationFactor: 10 });
  const mapping = { skill_mapping: JSON.stringify({ [shooting.id]: 'Shooting' }) };
  const imported = await importRegistrations(t, admin, division.id, [header, ...registrations].join('\n'), mapping);
  expect(imported.status).toBe(200);
  const redTeam = await createTeam(t.db, division.id, admin.leagueId, { name: 'Red' });
  const blueTeam = await createTeam(t.db, division.id, admin.leagueId, { name: 'Blue' });
  for (const p of await t.db.player.findMany({ where: { divisionId: division.id } })) {
    await t.db.player.update({ where: { id: p.id }, data: { teamId: red.includes(p.name) ? redTeam.id : blueTeam.id } });
  }
  const body = { league_id: admin.leagueId, division_id: division.id, seed: 5 };
  return {
    teams: { red: redTeam.id, blue: blueTeam.id },
    setHouseholds: (on: boolean) => request(t.app).patch(`/api/divisions/${division.id}/`).set(admin.auth).send({ households_as_groups: on }),
    registerLateSister: () => importRegistrations(t, admin, division.id, [header, ...registrations, lateSister].join('\n'), mapping),
    rebalance: () => request(t.app).post('/api/players/rebalance/').set(admin.auth).send(body),
    placeNew: () => request(t.app).post('/api/players/place_new/').set(admin.auth).send(body),
  };
}

const teamOf = (teams: PreviewTeam[], name: string) => teams.find((team) => team.players.some((p) => p.name === name))!.team_id;
const groupOf = (teams: PreviewTeam[], name: string) => teams.flatMap((team) => team.players).find((p) => p.name === name)!.group;

// The first balance starts the optimizer's worker, slow on a busy machine.
describe('households as sibling groups in the living roster (rebalance, place new)', () => {
  it('a rebalance brings a household split across teams back together, as a stored balance would', async () => {
    const a = await arrangeTeams(['Ana Ruiz', 'Mia Park', 'Omar Diaz']);

    const res = await a.rebalance();

    expect(res.status).toBe(200);
    const teams: PreviewTeam[] = res.body.results;
    expect(teamOf(teams, 'Ana Ruiz')).toBe(teamOf(teams, 'Luis Ruiz'));
    expect(groupOf(teams, 'Luis Ruiz')).toMatch(/Ruiz/);
    expect(groupOf(teams, 'Mia Park')).toBeNull();
    expect(res.body.summary.groups).toEqual({ count: 1, kept: 1 });
  });

  it('with households switched off for the division, a rebalance splits the two strongest like anyone else', async () => {
    const a = await arrangeTeams(['Ana Ruiz', 'Mia Park', 'Omar Diaz']);
    expect((await a.setHouseholds(false)).status).toBe(200);

    const res = await a.rebalance();

    expect(res.status).toBe(200);
    const teams: PreviewTeam[] = res.body.results;
    expect(teamOf(teams, 'Ana Ruiz')).not.toBe(teamOf(teams, 'Luis Ruiz'));
    expect(groupOf(teams, 'Ana Ruiz')).toBeNull();
  });

  it('placing a late-registered sister puts her on her siblings\' team, though balance alone would choose the weaker team', async () => {
    const a = await arrangeTeams(['Ana Ruiz', 'Luis Ruiz', 'Mia Park']);
    expect((await a.registerLateSister()).status).toBe(200);

    const res = await a.placeNew();

    expect(res.status).toBe(200);
    const teams: PreviewTeam[] = res.body.results;
    expect(teamOf(teams, 'Sofia Ruiz')).toBe(a.teams.red);
    expect(groupOf(teams, 'Sofia Ruiz')).toMatch(/Ruiz/);
    expect(res.body.moves).toEqual([expect.objectContaining({ player_name: 'Sofia Ruiz', from_team_id: null, to_team_id: a.teams.red })]);
  });

  it('with households switched off, the late sister is placed where the teams balance best', async () => {
    const a = await arrangeTeams(['Ana Ruiz', 'Luis Ruiz', 'Mia Park']);
    expect((await a.registerLateSister()).status).toBe(200);
    expect((await a.setHouseholds(false)).status).toBe(200);

    const res = await a.placeNew();

    expect(res.status).toBe(200);
    expect(teamOf(res.body.results, 'Sofia Ruiz')).toBe(a.teams.blue);
  });
});
