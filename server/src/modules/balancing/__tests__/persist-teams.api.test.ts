import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createPlayer, createSkill, createTeam } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

async function arrange() {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const shooting = await createSkill(t.db, division.id, { name: 'Shooting', weight: 3, normalizationFactor: 10 });
  const speed = await createSkill(t.db, division.id, { name: 'Speed', weight: 1, normalizationFactor: 5 });
  return { admin, division, shooting, speed };
}

type Arranged = Awaited<ReturnType<typeof arrange>>;

function body(a: Arranged, extra: Record<string, unknown> = {}) {
  return {
    league_id: a.admin.leagueId,
    division_id: a.division.id,
    teams: [
      {
        team_name: 'Team 1',
        players: [
          // The client's composite is ignored: the server computes it from the ratings.
          { name: 'Ann Lee', email: 'ann@example.org', date_of_birth: '2014-05-01', height_cm: 150, region: 'N', unavailable_days: ['mon', 'wed'], ratings: { [a.shooting.id]: 8, [a.speed.id]: 4 }, composite: 99 },
          { name: 'Bo Diaz', ratings: { [a.shooting.id]: 2 } },
        ],
      },
      { team_name: 'Team 2', players: [{ name: 'Cy Park', region: 'S', unavailable_days: null, ratings: { [a.shooting.id]: 5, [a.speed.id]: 5 } }] },
    ],
    ...extra,
  };
}

const save = (a: Arranged, payload: unknown) => request(t.app).post('/api/players/persist_teams/').set(a.admin.auth).send(payload as object);

describe('POST /api/players/persist_teams/', () => {
  it('keeps each player\'s rule values and unmapped columns in additional_data, shown by the players list', async () => {
    const a = await arrange();
    const payload = body(a);
    payload.teams[0]!.players[0] = { ...payload.teams[0]!.players[0]!, group: 'Lee', lock: 'Team 1', apart: 'twins', gender: 'F', requests: ['Cy Park'], additional_data: { School: 'Lincoln', 'Shirt size': 'YM' } } as never;

    const res = await save(a, payload);

    expect(res.status).toBe(201);
    const ann = await t.db.player.findFirstOrThrow({ where: { divisionId: a.division.id, name: 'Ann Lee' } });
    expect(ann.additionalData).toEqual({ School: 'Lincoln', 'Shirt size': 'YM', group: 'Lee', lock: 'Team 1', apart: 'twins', requests: ['Cy Park'], gender: 'F', region: 'N', unavailable_days: ['mon', 'wed'], height_cm: 150 });
    const list = await request(t.app).get('/api/players/').query({ division: a.division.id }).set(a.admin.auth);
    expect(list.body.results.find((p: { name: string }) => p.name === 'Ann Lee').additional_data).toMatchObject({ group: 'Lee', lock: 'Team 1', School: 'Lincoln' });
  });

  it('saves teams, players, ratings in each skill scale, height, region and availability', async () => {
    const a = await arrange();

    const res = await save(a, body(a));

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ player_count: 3, replaced_teams: 0 });
    expect(res.body.teams.map((team: { team_name: string; player_count: number }) => [team.team_name, team.player_count])).toEqual([
      ['Team 1', 2],
      ['Team 2', 1],
    ]);
    const ann = await t.db.player.findFirstOrThrow({ where: { divisionId: a.division.id, name: 'Ann Lee' }, include: { ratings: true, team: true } });
    expect(ann.team?.name).toBe('Team 1');
    expect(ann).toMatchObject({ email: 'ann@example.org', heightCm: 150, leagueId: a.admin.leagueId });
    expect(ann.dateOfBirth?.toISOString().slice(0, 10)).toBe('2014-05-01');
    expect(ann.additionalData).toEqual({ region: 'N', unavailable_days: ['mon', 'wed'], height_cm: 150 });
    expect(Object.fromEntries(ann.ratings.map((r) => [r.skillId, r.rating]))).toEqual({ [a.shooting.id]: 8, [a.speed.id]: 2 });
    expect(ann.overallSkill).toBeCloseTo((8 * 3 + 4) / 4, 4);
    expect(res.body.teams[0].composite_total).toBeCloseTo(7 + 2, 4);
    const cy = await t.db.player.findFirstOrThrow({ where: { divisionId: a.division.id, name: 'Cy Park' } });
    expect(cy.additionalData).toEqual({ region: 'S', unavailable_days: [] });
  });

  it('saves a roster larger than one statement (1,050 players) with each player\'s own team, ratings, composite and person, whatever the characters', async () => {
    const a = await arrange();
    // Quotes, backslashes, commas and braces are what array parameters must carry intact.
    const nameOf = (n: number) => (n % 7 === 0 ? `O'Neil "Jr", {Kid\\${n}} Ünal` : `Kid ${n}`);
    const players = Array.from({ length: 1050 }, (_, n) => ({
      name: nameOf(n), email: n % 2 ? null : `p${n}@example.org`, date_of_birth: n % 3 ? null : '2015-02-03', height_cm: n % 5 ? null : 140 + (n % 30),
      ratings: { [a.shooting.id]: n % 11, ...(n % 4 ? {} : { [a.speed.id]: (n % 6) }) }, additional_data: { PlayerID: `R-${n}`, Note: n % 7 === 0 ? 'a "quoted" \\ note' : 'plain' },
    }));

    const res = await save(a, { league_id: a.admin.leagueId, division_id: a.division.id, teams: [{ team_name: 'Odd', players: players.filter((_, n) => n % 2) }, { team_name: 'Even', players: players.filter((_, n) => n % 2 === 0) }] });

    expect(res.status).toBe(201);
    const stored = await t.db.player.findMany({ where: { divisionId: a.division.id }, include: { ratings: true, team: true }, orderBy: { id: 'asc' } });
    expect(stored).toHaveLength(1050);
    for (const p of stored) {
      const n = Number((p.additionalData as { PlayerID: string }).PlayerID.slice(2));
      expect(p.name).toBe(nameOf(n));
      expect(p.team?.name).toBe(n % 2 ? 'Odd' : 'Even');
      expect(p).toMatchObject({ email: n % 2 ? null : `p${n}@example.org`, heightCm: n % 5 ? null : 140 + (n % 30) });
      expect(p.dateOfBirth?.toISOString().slice(0, 10) ?? null).toBe(n % 3 ? null : '2015-02-03');
      expect(Object.fromEntries(p.ratings.map((r) => [r.skillId, r.rating]))).toEqual({ [a.shooting.id]: n % 11, ...(n % 4 ? {} : { [a.speed.id]: (n % 6) / 2 }) });
      expect(p.overallSkill).toBeCloseTo(n % 4 ? n % 11 : ((n % 11) * 3 + (n % 6)) / 4, 4);
      expect(p.participantId).not.toBeNull();
    }
    expect(stored.filter((p) => (p.additionalData as { Note: string }).Note === 'a "quoted" \\ note')).toHaveLength(Math.ceil(1050 / 7));
  });

  it('answers 409 when the division already has teams, and changes nothing', async () => {
    const a = await arrange();
    const team = await createTeam(t.db, a.division.id, a.admin.leagueId, { name: 'Old team' });
    await createPlayer(t.db, a.division, { name: 'Old player', teamId: team.id });

    const res = await save(a, body(a));

    expect(res.status).toBe(409);
    expect(res.body.error).toBe('This division already has 1 team. Save again with replace: true to replace its teams and players.');
    expect(await t.db.team.findMany({ where: { divisionId: a.division.id }, select: { name: true } })).toEqual([{ name: 'Old team' }]);
    expect(await t.db.player.count({ where: { divisionId: a.division.id } })).toBe(1);
  });

  it("with replace: true, replaces the division's teams and players", async () => {
    const a = await arrange();
    const team = await createTeam(t.db, a.division.id, a.admin.leagueId, { name: 'Old team' });
    await createPlayer(t.db, a.division, { name: 'Old player', teamId: team.id });
    await createPlayer(t.db, a.division, { name: 'Unassigned player' });

    const res = await save(a, body(a, { replace: true }));

    expect(res.status).toBe(201);
    expect(res.body.replaced_teams).toBe(1);
    const names = await t.db.player.findMany({ where: { divisionId: a.division.id }, select: { name: true }, orderBy: { name: 'asc' } });
    expect(names.map((p) => p.name)).toEqual(['Ann Lee', 'Bo Diaz', 'Cy Park']);
    expect(await t.db.team.count({ where: { divisionId: a.division.id } })).toBe(2);
  });

  it('refuses two team names that differ only in letter case, as POST teams/ does, keeping the old roster', async () => {
    const a = await arrange();
    const team = await createTeam(t.db, a.division.id, a.admin.leagueId, { name: 'Old team' });
    await createPlayer(t.db, a.division, { name: 'Old player', teamId: team.id });
    const payload = body(a, { replace: true });
    payload.teams[1]!.team_name = ' team 1';

    const res = await save(a, payload);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Team names must be different within a division (letter case does not count): "team 1" is used twice; nothing was saved.');
    expect(await t.db.team.findMany({ where: { divisionId: a.division.id }, select: { name: true } })).toEqual([{ name: 'Old team' }]);
    expect((await t.db.player.findMany({ where: { divisionId: a.division.id }, select: { name: true } })).map((p) => p.name)).toEqual(['Old player']);
  });

  it("answers 404 for another league's division or league, as for missing ones", async () => {
    const a = await arrange();
    const other = await arrange();

    const division = await save(a, body(a, { division_id: other.division.id }));
    const league = await save(a, body(a, { league_id: other.admin.leagueId }));

    expect(division.status).toBe(404);
    expect(league.status).toBe(404);
    expect(await t.db.player.count({ where: { divisionId: other.division.id } })).toBe(0);
  });

  it("answers 400 for a rating of a skill that is not the division's", async () => {
    const a = await arrange();
    const other = await arrange();
    const payload = body(a);
    payload.teams[1]!.players[0]!.ratings = { [other.shooting.id]: 5 };

    const res = await save(a, payload);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`Player "Cy Park" of Team 2 has a rating for skill ${other.shooting.id}, which is not a skill of this division.`);
  });

  it.each([
    [{ teams: [] }, 'Send at least one team to save.'],
    [{ teams: [{ team_name: ' ', players: [] }] }, 'Team name is required.'],
    [{ teams: [{ team_name: 'A', players: [{ name: 'Ann', ratings: { 1: 11 } }] }] }, 'Ann (A): Ratings must be between 0 and 10.'],
    [{ teams: [{ team_name: 'A', players: [{ name: 'Ann', unavailable_days: ['someday'] }] }] }, 'Ann (A): unavailable_days must list weekday codes mon to sun.'],
    [{ replace: 'yes' }, 'replace must be true or false.'],
  ])('answers 400 for invalid input %j', async (change, message) => {
    const a = await arrange();

    const res = await save(a, body(a, change));

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });
});
