import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createTeam } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { addLatePlayers, arrangeSavedDivision, assignmentOf, teamsOfPlayers, type SavedDivision } from './roster-change-arrange.js';

const t = useTestApp();

const post = (a: SavedDivision, path: string, body: Record<string, unknown>) =>
  request(t.app).post(`/api/players/${path}/`).set(a.admin.auth).send({ league_id: a.admin.leagueId, division_id: a.division.id, ...body });

interface Move {
  player_id: number;
  from_team_id: number | null;
  to_team_id: number | null;
}

describe('POST /api/players/rebalance/', () => {
  it('previews a fairer split of the stored teams with their ids and names, and saves nothing', async () => {
    const a = await arrangeSavedDivision(t);
    const before = await teamsOfPlayers(t, a.division.id);

    const res = await post(a, 'rebalance', { seed: 7 });

    expect(res.status).toBe(200);
    const preview = res.body;
    expect(preview.results.map((team: { team_id: number; team_name: string }) => [team.team_id, team.team_name])).toEqual(Object.entries(a.teamIds).map(([name, id]) => [id, name]));
    expect(preview.summary.gap_after).toBeLessThan(preview.summary.gap_before);
    expect(preview.summary.moves).toBe(preview.moves.length);
    expect(preview.teams_before).toHaveLength(4);
    expect(preview.roster_version).toBe(1);
    expect(await teamsOfPlayers(t, a.division.id)).toEqual(before);
    expect(await t.db.rosterVersion.count({ where: { divisionId: a.division.id } })).toBe(1);
  });

  it('moves fewer players at keep_current_weight 10 than at 0', async () => {
    const a = await arrangeSavedDivision(t);

    const fresh = await post(a, 'rebalance', { seed: 3, keep_current_weight: 0 });
    const keeping = await post(a, 'rebalance', { seed: 3, keep_current_weight: 10 });

    expect(fresh.status).toBe(200);
    expect(keeping.status).toBe(200);
    expect(keeping.body.summary.moves).toBeLessThan(fresh.body.summary.moves);
  });

  it('keeps the sibling group together and the locked player on the team the lock names', async () => {
    const a = await arrangeSavedDivision(t);

    const res = await post(a, 'rebalance', { seed: 11, keep_current_weight: 2 });

    expect(res.body.summary.groups).toEqual({ count: 1, kept: 1 });
    expect(res.body.summary.locks).toEqual({ count: 1, kept: 1 });
    const owls = res.body.results.find((team: { team_name: string }) => team.team_name === 'Owls');
    expect(owls.players.map((p: { name: string }) => p.name)).toContain('Owls player 1');
  });

  it('into more teams, adds new teams with no id yet', async () => {
    const a = await arrangeSavedDivision(t);

    const res = await post(a, 'rebalance', { seed: 5, number_of_teams: 6 });

    expect(res.status).toBe(200);
    expect(res.body.results.map((team: { team_id: number | null; team_name: string }) => team.team_id === null && team.team_name)).toEqual([false, false, false, false, 'Team 1', 'Team 2']);
  });

  it('answers 400 with a sentence when the division has no players to rebalance', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);

    const res = await request(t.app).post('/api/players/rebalance/').set(admin.auth).send({ league_id: admin.leagueId, division_id: division.id });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('This division has no players to rebalance.');
  });

  it('answers 400 naming keep_current_weight when it is out of range', async () => {
    const a = await arrangeSavedDivision(t);

    const res = await post(a, 'rebalance', { keep_current_weight: 11 });

    expect(res.status).toBe(400);
    expect(res.body.error).toContain('keep_current_weight must be a number between 0 and 10.');
  });
});

describe('POST /api/players/place_new/', () => {
  it('with max_moves 0 places only the new players, a sibling with the sibling and a locked player on the lock', async () => {
    const a = await arrangeSavedDivision(t);
    const late = await addLatePlayers(t, a, [
      { name: 'Kai Lee', rating: 5, additionalData: { group: 'Lee' } },
      { name: 'Mo Ray', rating: 2, additionalData: { lock: 'Bears' } },
      { name: 'Nia Fox', rating: 8 },
      { name: 'Oz Kent', rating: 1 },
    ]);
    const before = await teamsOfPlayers(t, a.division.id);

    const res = await post(a, 'place_new', { seed: 1 });

    expect(res.status).toBe(200);
    const { moves, summary } = res.body;
    expect(summary.moves).toBe(0);
    expect(moves.map((m: Move) => m.player_id).sort()).toEqual(late.map((p) => p.id).sort());
    expect(moves.every((m: Move) => m.from_team_id === null && m.to_team_id !== null)).toBe(true);
    const to = new Map(moves.map((m: Move) => [m.player_id, m.to_team_id]));
    expect(to.get(late[0]!.id)).toBe(a.teamIds.Hawks);
    expect(to.get(late[1]!.id)).toBe(a.teamIds.Bears);
    expect(await teamsOfPlayers(t, a.division.id)).toEqual(before);
  });

  it('with max_moves 2 moves at most two placed players, and the gap is no worse than with none', async () => {
    const a = await arrangeSavedDivision(t);
    await addLatePlayers(t, a, [
      { name: 'Nia Fox', rating: 10 },
      { name: 'Oz Kent', rating: 9 },
      { name: 'Pia Wu', rating: 0 },
      { name: 'Quin Ho', rating: 0.5 },
    ]);

    const none = await post(a, 'place_new', { seed: 2, max_moves: 0 });
    const two = await post(a, 'place_new', { seed: 2, max_moves: 2 });

    expect(two.status).toBe(200);
    const placedMoved = two.body.moves.filter((m: Move) => m.from_team_id !== null);
    expect(placedMoved.length).toBe(two.body.summary.moves);
    expect(placedMoved.length).toBeGreaterThan(0);
    expect(placedMoved.length).toBeLessThanOrEqual(2);
    expect(two.body.summary.gap_after).toBeLessThanOrEqual(none.body.summary.gap_after);
  });

  it('answers 400 when the division has no unassigned players, and when it has no teams', async () => {
    const a = await arrangeSavedDivision(t);
    const empty = await createDivision(t.db, a.admin.leagueId);

    const noneNew = await post(a, 'place_new', {});
    const noTeams = await request(t.app).post('/api/players/place_new/').set(a.admin.auth).send({ league_id: a.admin.leagueId, division_id: empty.id });

    expect(noneNew.status).toBe(400);
    expect(noneNew.body.error).toBe('This division has no unassigned players to place.');
    expect(noTeams.status).toBe(400);
    expect(noTeams.body.error).toBe('This division has no teams yet. Save teams first, then place new players on them.');
  });

  it('answers 400 naming max_moves when it is negative', async () => {
    const a = await arrangeSavedDivision(t);

    const res = await post(a, 'place_new', { max_moves: -1 });

    expect(res.status).toBe(400);
    expect(res.body.error).toContain('max_moves must be a whole number from 0 to 5000.');
  });
});

describe('POST /api/players/apply_roster/', () => {
  it('saves a placement, keeps the teams with their names and coaches, and records a place_new version', async () => {
    const a = await arrangeSavedDivision(t);
    const late = await addLatePlayers(t, a, [{ name: 'Nia Fox', rating: 8 }, { name: 'Oz Kent', rating: 1 }]);
    const preview = (await post(a, 'place_new', { seed: 4 })).body;

    const res = await post(a, 'apply_roster', { kind: 'place_new', assignment: assignmentOf(preview.results), expected_version: preview.roster_version });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ roster_version: 2, moves: 0, created_teams: 0, deleted_teams: 0, player_count: 26 });
    const teams = await t.db.team.findMany({ where: { divisionId: a.division.id }, orderBy: { id: 'asc' } });
    expect(teams.map((team) => [team.id, team.name, team.coach])).toEqual(Object.entries(a.teamIds).map(([name, id]) => [id, name, 'Coach Kim']));
    const after = await teamsOfPlayers(t, a.division.id);
    for (const move of preview.moves as Move[]) expect(after.get(move.player_id)).toBe(move.to_team_id);
    expect(late.every((p) => after.get(p.id) !== null)).toBe(true);
    const version = await t.db.rosterVersion.findFirstOrThrow({ where: { divisionId: a.division.id, version: 2 } });
    expect(version.kind).toBe('place_new');
    expect(version.summary).toBe('Placed 2 new players; 0 placed players moved.');
  });

  it('saves a rebalance into fewer teams: the emptied team goes, the others keep their ids', async () => {
    const a = await arrangeSavedDivision(t);
    const preview = (await post(a, 'rebalance', { seed: 6, number_of_teams: 3 })).body;

    const res = await post(a, 'apply_roster', { kind: 'rebalance', assignment: assignmentOf(preview.results), expected_version: preview.roster_version });

    expect(res.status).toBe(200);
    expect(res.body.deleted_teams).toBe(1);
    const teams = await t.db.team.findMany({ where: { divisionId: a.division.id }, select: { id: true } });
    expect(teams.map((team) => team.id).sort()).toEqual(preview.results.map((team: { team_id: number }) => team.team_id).sort());
    expect((await t.db.rosterVersion.findFirstOrThrow({ where: { divisionId: a.division.id, version: 2 } })).kind).toBe('rebalance');
  });

  it('answers 409 when the roster changed since the preview, and saves nothing', async () => {
    const a = await arrangeSavedDivision(t);
    const preview = (await post(a, 'rebalance', { seed: 8 })).body;
    const first = await post(a, 'apply_roster', { kind: 'rebalance', assignment: assignmentOf(preview.results), expected_version: preview.roster_version });
    const between = await teamsOfPlayers(t, a.division.id);

    const stale = await post(a, 'apply_roster', { kind: 'rebalance', assignment: assignmentOf(preview.results).reverse(), expected_version: preview.roster_version });

    expect(first.status).toBe(200);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/^The roster changed since this preview was made/);
    expect(await teamsOfPlayers(t, a.division.id)).toEqual(between);
  });

  it('answers 400 for a kind it does not know, with nothing written', async () => {
    const a = await arrangeSavedDivision(t);

    const res = await post(a, 'apply_roster', { kind: 'shuffle', assignment: [{ player_id: 1, team_id: 1, team_name: 'A' }], expected_version: 1 });

    expect(res.status).toBe(400);
    expect(res.body.error).toContain('kind must be rebalance or place_new.');
  });
});

describe('another league’s division', () => {
  it('answers 404 on all three paths', async () => {
    const a = await arrangeSavedDivision(t);
    const other = await createAdminInNewLeague(t.db);
    const team = await createTeam(t.db, a.division.id, a.admin.leagueId);
    const send = (path: string, body: Record<string, unknown>) =>
      request(t.app).post(`/api/players/${path}/`).set(other.auth).send({ league_id: other.leagueId, division_id: a.division.id, ...body });

    const answers = await Promise.all([
      send('rebalance', {}),
      send('place_new', {}),
      send('apply_roster', { kind: 'rebalance', assignment: [{ player_id: 1, team_id: team.id, team_name: 'X' }], expected_version: 1 }),
    ]);

    expect(answers.map((r) => r.status)).toEqual([404, 404, 404]);
  });
});
