import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague, type TestUser } from '../../../testing/factories.js';
import { createDivision, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { runsOnPostgres } from '../../../testing/test-database.js';

const t = useTestApp();

function roster(a: { admin: TestUser; divisionId: number; skillId: number }, tag: string, replace: boolean, teamNames = ['Team 1', 'Team 2', 'Team 3', 'Team 4']) {
  return {
    league_id: a.admin.leagueId,
    division_id: a.divisionId,
    replace,
    teams: teamNames.map((team_name) => ({
      team_name,
      players: Array.from({ length: 50 }, (_, i) => ({ name: `${tag} ${team_name} #${i}`, ratings: { [a.skillId]: i % 10 } })),
    })),
  };
}

async function arrange() {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const skill = await createSkill(t.db, division.id);
  return { admin, divisionId: division.id, skillId: skill.id };
}

async function divisionState(divisionId: number) {
  const players = await t.db.player.findMany({ where: { divisionId }, select: { name: true, teamId: true } });
  const teams = await t.db.team.count({ where: { divisionId } });
  const tags = new Set(players.map((p) => p.name.split(' ')[0]));
  return { teams, players: players.length, unassigned: players.filter((p) => p.teamId === null).length, tags };
}

// The embedded database runs one query at a time, so only PostgreSQL can show a race.
describe.skipIf(!runsOnPostgres())('concurrent saves of one division (PostgreSQL)', () => {
  it('five simultaneous replacing saves leave exactly one submitted roster', async () => {
    const a = await arrange();

    const answers = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((tag) => request(t.app).post('/api/players/persist_teams/').set(a.admin.auth).send(roster(a, tag, true))),
    );

    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const state = await divisionState(a.divisionId);
    expect(state).toMatchObject({ teams: 4, players: 200, unassigned: 0 });
    expect(state.tags.size).toBe(1);
  });

  it('of five simultaneous first saves without replace, one wins and the others get 409', async () => {
    const a = await arrange();

    const answers = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((tag) => request(t.app).post('/api/players/persist_teams/').set(a.admin.auth).send(roster(a, tag, false))),
    );

    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const state = await divisionState(a.divisionId);
    expect(state).toMatchObject({ teams: 4, players: 200, unassigned: 0 });
    expect(state.tags.size).toBe(1);
  });
});
