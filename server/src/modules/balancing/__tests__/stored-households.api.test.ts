import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { importRegistrations } from '../../people/__tests__/people-support.js';

const t = useTestApp();

interface PreviewTeam {
  players: { name: string; group: string | null }[];
}

// The Ruiz siblings are the two strongest: balancing alone would split them.
const registrations = [
  'PlayerID,First Name,Last Name,Birthdate,Parent 1 Email,Shooting',
  'LA-1,Ana,Ruiz,2016-04-02,ruiz@example.org,10',
  'LA-2,Luis,Ruiz,2017-09-30,ruiz@example.org,9',
  'LA-3,Mia,Park,2016-03-07,park@example.org,1',
  'LA-4,Noor,Khan,2016-11-11,khan@example.org,2',
].join('\n');

async function arrangeDivision() {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const shooting = await createSkill(t.db, division.id, { name: 'Shooting', normalizationFactor: 10 });
  expect((await importRegistrations(t, admin, division.id, registrations, { skill_mapping: JSON.stringify({ [shooting.id]: 'Shooting' }) })).status).toBe(200);
  const balance = () =>
    request(t.app).post('/api/players/balanced_teams/').set(admin.auth).send({ league_id: admin.leagueId, division_id: division.id, source: 'stored', number_of_teams: 2, seed: 3 });
  const setHouseholds = (on: unknown, divisionId = division.id) => request(t.app).patch(`/api/divisions/${divisionId}/`).set(admin.auth).send({ households_as_groups: on });
  return { admin, division, balance, setHouseholds };
}

const teamOf = (teams: PreviewTeam[], name: string) => teams.findIndex((team) => team.players.some((p) => p.name === name));
const player = (teams: PreviewTeam[], name: string) => teams.flatMap((team) => team.players).find((p) => p.name === name)!;

// The first balance starts the optimizer's worker, slow on a busy machine.
describe('households as sibling groups when balancing stored players', () => {
  it('by default keeps a household registered in the division on one team; a household of one is no group', async () => {
    const a = await arrangeDivision();

    const res = await a.balance();

    expect(res.status).toBe(200);
    const teams: PreviewTeam[] = res.body.data.results;
    expect(teamOf(teams, 'Ana Ruiz')).toBe(teamOf(teams, 'Luis Ruiz'));
    expect(player(teams, 'Ana Ruiz').group).toMatch(/Ruiz/);
    expect(player(teams, 'Mia Park').group).toBeNull();
    expect(res.body.data.summary.groups).toEqual({ count: 1, kept: 1 });
  });

  it('when the admin switches households off for the division, siblings are balanced like anyone else', async () => {
    const a = await arrangeDivision();

    const switched = await a.setHouseholds(false);
    const res = await a.balance();

    expect(switched.status).toBe(200);
    expect(switched.body.households_as_groups).toBe(false);
    const teams: PreviewTeam[] = res.body.data.results;
    expect(teamOf(teams, 'Ana Ruiz')).not.toBe(teamOf(teams, 'Luis Ruiz'));
    expect(player(teams, 'Ana Ruiz').group).toBeNull();
  });

  it('the division setting answers 400 for a value that is not true or false, and 404 for another league', async () => {
    const a = await arrangeDivision();
    const other = await createAdminInNewLeague(t.db);
    const theirs = await createDivision(t.db, other.leagueId);

    const bad = await a.setHouseholds('maybe');
    const foreign = await a.setHouseholds(false, theirs.id);

    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/households_as_groups must be true or false/);
    expect(foreign.status).toBe(404);
    expect((await t.db.division.findUniqueOrThrow({ where: { id: theirs.id } })).householdsAsGroups).toBe(true);
  });
});
