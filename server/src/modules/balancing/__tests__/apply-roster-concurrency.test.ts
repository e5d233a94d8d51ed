import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { runsOnPostgres } from '../../../testing/test-database.js';
import { addLatePlayers, arrangeSavedDivision, assignmentOf, teamsOfPlayers } from './roster-change-arrange.js';

const t = useTestApp();

// The embedded database runs one query at a time, so only PostgreSQL can show a race.
describe.skipIf(!runsOnPostgres())('two saves of one preview at once (PostgreSQL)', () => {
  it('one saves and the other answers 409, with one version recorded', async () => {
    const a = await arrangeSavedDivision(t);
    await addLatePlayers(t, a, [{ name: 'Nia Fox', rating: 8 }, { name: 'Oz Kent', rating: 1 }]);
    const preview = (await request(t.app).post('/api/players/place_new/').set(a.admin.auth).send({ league_id: a.admin.leagueId, division_id: a.division.id, seed: 3 })).body;
    const body = { league_id: a.admin.leagueId, division_id: a.division.id, kind: 'place_new', assignment: assignmentOf(preview.results), expected_version: preview.roster_version };

    const answers = await Promise.all([1, 2].map(() => request(t.app).post('/api/players/apply_roster/').set(a.admin.auth).send(body)));

    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.db.rosterVersion.count({ where: { divisionId: a.division.id } })).toBe(2);
    const after = await teamsOfPlayers(t, a.division.id);
    expect([...after.values()].every((teamId) => teamId !== null)).toBe(true);
  });
});
