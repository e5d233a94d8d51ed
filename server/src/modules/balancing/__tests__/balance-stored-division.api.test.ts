import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague, type TestUser } from '../../../testing/factories.js';
import { createDivision, createPlayer, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp, type TestContext } from '../../../testing/test-app.js';

const t = useTestApp();

interface PreviewPlayer {
  player_id: number;
  name: string;
  ratings: Record<string, number>;
}
interface PreviewTeam {
  team_name: string;
  players: PreviewPlayer[];
}

/** A division of 8 rated players (two siblings in group "lee", one locked to team 2) and, when asked, 2 without a Passing rating. */
async function arrangeDivision(ctx: TestContext, options: { unrated?: boolean } = {}) {
  const admin = await createAdminInNewLeague(ctx.db);
  const division = await createDivision(ctx.db, admin.leagueId);
  const shooting = await createSkill(ctx.db, division.id, { name: 'Shooting', weight: 1, normalizationFactor: 10 });
  const passing = await createSkill(ctx.db, division.id, { name: 'Passing', weight: 1, normalizationFactor: 10 });
  const players = [];
  for (let i = 0; i < 8; i++) {
    const additionalData = i < 2 ? { group: 'Lee' } : i === 2 ? { lock: '2' } : {};
    players.push(await createPlayer(ctx.db, division, { name: `Player ${i + 1}`, ratings: { [shooting.id]: 2 + i, [passing.id]: 9 - i }, additionalData }));
  }
  if (options.unrated) {
    players.push(await createPlayer(ctx.db, division, { name: 'New Nia', ratings: { [shooting.id]: 6 } }));
    players.push(await createPlayer(ctx.db, division, { name: 'New Noor', ratings: {} }));
  }
  return { admin, division, shooting, passing, players };
}

const balance = (admin: TestUser, body: Record<string, unknown>) =>
  request(t.app).post('/api/players/balanced_teams/').set(admin.auth).send({ league_id: admin.leagueId, source: 'stored', number_of_teams: 2, seed: 5, ...body });

const allPlayers = (teams: PreviewTeam[]) => teams.flatMap((team) => team.players);

describe('POST /api/players/balanced_teams/ with source=stored', () => {
  it('balances the division\'s players with their stored ratings and kept rules, naming each player by id', async () => {
    const a = await arrangeDivision(t);

    const res = await balance(a.admin, { division_id: a.division.id });

    expect(res.status).toBe(200);
    const teams: PreviewTeam[] = res.body.data.results;
    expect(allPlayers(teams).map((p) => p.player_id).sort((x, y) => x - y)).toEqual(a.players.map((p) => p.id));
    const first = allPlayers(teams).find((p) => p.player_id === a.players[0]!.id)!;
    expect(first.ratings).toEqual({ [a.shooting.id]: 2, [a.passing.id]: 9 });
    expect(res.body.data.summary.groups).toEqual({ count: 1, kept: 1 });
    expect(res.body.data.summary.locks).toEqual({ count: 1, kept: 1 });
    expect(teams[1]!.players.map((p) => p.name)).toContain('Player 3');
  });

  it('lists the players with no rating and balances nobody until the admin chooses', async () => {
    const a = await arrangeDivision(t, { unrated: true });

    const listed = await request(t.app).get('/api/players/balanced_teams/stored/').set(a.admin.auth).query({ league_id: a.admin.leagueId, division_id: a.division.id });
    const refused = await balance(a.admin, { division_id: a.division.id });

    expect(listed.status).toBe(200);
    expect(listed.body.player_count).toBe(10);
    expect(listed.body.unrated).toEqual([
      { player_id: a.players[8]!.id, name: 'New Nia', missing_skill_ids: [a.passing.id], last_season: [] },
      { player_id: a.players[9]!.id, name: 'New Noor', missing_skill_ids: [a.shooting.id, a.passing.id], last_season: [] },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('missing_ratings');
    expect(refused.body.error).toContain('2 players have no rating for a selected skill: New Nia, New Noor');
    expect(refused.body.details.unrated).toHaveLength(2);
  });

  it('with missing_ratings=mean, fills each missing rating with the division\'s mean of that skill (never 0)', async () => {
    const a = await arrangeDivision(t, { unrated: true });

    const res = await balance(a.admin, { division_id: a.division.id, missing_ratings: 'mean' });

    expect(res.status).toBe(200);
    const players = allPlayers(res.body.data.results);
    expect(players).toHaveLength(10);
    // Shooting: 2..9 and Nia's 6 → 50 / 9; Passing: 9..2 → 44 / 8 = 5.5.
    const noor = players.find((p) => p.name === 'New Noor')!;
    expect(noor.ratings[String(a.shooting.id)]).toBeCloseTo(50 / 9, 2);
    expect(noor.ratings[String(a.passing.id)]).toBe(5.5);
    expect(players.find((p) => p.name === 'New Nia')!.ratings[String(a.passing.id)]).toBe(5.5);
    expect(res.body.data.summary.warnings.join(' ')).toContain("New Noor has no rating for Shooting; the division's average 5.56 was used.");
  });

  it('with missing_ratings=leave_out, balances the rated players only and says who was left out', async () => {
    const a = await arrangeDivision(t, { unrated: true });

    const res = await balance(a.admin, { division_id: a.division.id, missing_ratings: 'leave_out' });

    expect(res.status).toBe(200);
    expect(allPlayers(res.body.data.results).map((p: PreviewPlayer) => p.name)).not.toContain('New Nia');
    expect(allPlayers(res.body.data.results)).toHaveLength(8);
    expect(res.body.data.summary.warnings).toContain('New Noor was left out: no rating for Shooting, Passing.');
  });

  it('answers 404 for another league\'s division', async () => {
    const a = await arrangeDivision(t);
    const other = await createAdminInNewLeague(t.db);

    const res = await balance(other, { division_id: a.division.id });
    const listed = await request(t.app).get('/api/players/balanced_teams/stored/').set(other.auth).query({ league_id: other.leagueId, division_id: a.division.id });

    expect(res.status).toBe(404);
    expect(listed.status).toBe(404);
  });

  it('answers 400 with a sentence for a division with no players', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);

    const res = await balance(admin, { division_id: division.id });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'no_players', error: 'This division has no players yet. Add or import players first, or upload a file to balance.' });
  });
});

describe('POST /api/players/persist_teams/ with a preview of stored players', () => {
  const save = (admin: TestUser, divisionId: number, teams: PreviewTeam[], replace = false) =>
    request(t.app).post('/api/players/persist_teams/').set(admin.auth).send({ league_id: admin.leagueId, division_id: divisionId, replace, teams });

  const storedRows = (ctx: TestContext, divisionId: number) =>
    ctx.db.player.findMany({ where: { divisionId }, select: { id: true, name: true, teamId: true, overallSkill: true, ratings: { select: { skillId: true, rating: true }, orderBy: { skillId: 'asc' } } }, orderBy: { id: 'asc' } });

  it('puts the same players on the saved teams: no new player, ratings untouched', async () => {
    const a = await arrangeDivision(t, { unrated: true });
    const before = await storedRows(t, a.division.id);
    const preview = await balance(a.admin, { division_id: a.division.id, missing_ratings: 'mean' });

    const res = await save(a.admin, a.division.id, preview.body.data.results);

    expect(res.status).toBe(201);
    const after = await storedRows(t, a.division.id);
    expect(after.map((p) => p.id)).toEqual(before.map((p) => p.id));
    expect(after.map(({ ratings, overallSkill }) => ({ ratings, overallSkill }))).toEqual(before.map(({ ratings, overallSkill }) => ({ ratings, overallSkill })));
    const teams = new Map((res.body.teams as { id: number; team_name: string }[]).map((team) => [team.team_name, team.id]));
    for (const team of preview.body.data.results as PreviewTeam[]) {
      for (const p of team.players) expect(after.find((row) => row.id === p.player_id)!.teamId).toBe(teams.get(team.team_name));
    }
  });

  it('replacing saved teams keeps the players, and players left out stay unassigned', async () => {
    const a = await arrangeDivision(t, { unrated: true });
    const first = await balance(a.admin, { division_id: a.division.id, missing_ratings: 'mean' });
    expect((await save(a.admin, a.division.id, first.body.data.results)).status).toBe(201);
    const again = await balance(a.admin, { division_id: a.division.id, missing_ratings: 'leave_out', number_of_teams: 3 });

    const refused = await save(a.admin, a.division.id, again.body.data.results);
    const replaced = await save(a.admin, a.division.id, again.body.data.results, true);

    expect(refused.status).toBe(409);
    expect(replaced.status).toBe(201);
    const after = await storedRows(t, a.division.id);
    expect(after).toHaveLength(10);
    expect(await t.db.team.count({ where: { divisionId: a.division.id } })).toBe(3);
    expect(after.filter((p) => p.teamId === null).map((p) => p.name)).toEqual(['New Nia', 'New Noor']);
  });
});
