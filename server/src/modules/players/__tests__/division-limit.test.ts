import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { maxDivisionPlayers } from '@league/contract';
import { useTestApp } from '../../../testing/test-app.js';
import { runsOnPostgres } from '../../../testing/test-database.js';
import { createDivision, createSkill } from '../../../testing/league-fixtures.js';
import { arrangeLeague } from './arrange.js';

const t = useTestApp();

/** A division named Full with `count` unassigned players, stored in one statement. */
async function arrangeDivisionWith(count: number) {
  const a = await arrangeLeague(t.db);
  const full = await createDivision(t.db, a.admin.leagueId, { name: 'Full' });
  const skill = await createSkill(t.db, full.id, { name: 'Shooting' });
  await t.db.player.createMany({ data: Array.from({ length: count }, (_, i) => ({ name: `Filler ${i}`, leagueId: a.admin.leagueId, divisionId: full.id })) });
  return { ...a, full, skill };
}

const playersIn = (divisionId: number) => t.db.player.count({ where: { divisionId } });

describe('one limit of players per division', () => {
  it('a transfer that would take a division over the limit answers 409 naming the division and the numbers, and moves nobody', async () => {
    const a = await arrangeDivisionWith(maxDivisionPlayers - 1);
    const ann = await a.addPlayer('Ann', 7, a.teamA.id);
    const bob = await a.addPlayer('Bob', 6, a.teamB.id);

    const res = await request(t.app).post('/api/players/transfer_players/').set(a.admin.auth).send({ player_ids: [ann.id, bob.id], target_division_id: a.full.id });

    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'division_full',
      error: `Full has ${maxDivisionPlayers - 1} players; adding 2 players would make ${maxDivisionPlayers + 1}, over the limit of ${maxDivisionPlayers} players in one division.`,
      details: { division_id: a.full.id, current: maxDivisionPlayers - 1, adding: 2, limit: maxDivisionPlayers },
    });
    expect(await playersIn(a.full.id)).toBe(maxDivisionPlayers - 1);
    expect(await playersIn(a.division.id)).toBe(2);
  });

  it('a transfer that fills the division exactly is accepted', async () => {
    const a = await arrangeDivisionWith(maxDivisionPlayers - 1);
    const ann = await a.addPlayer('Ann', 7, a.teamA.id);

    const res = await request(t.app).post('/api/players/transfer_players/').set(a.admin.auth).send({ player_ids: [ann.id], target_division_id: a.full.id });

    expect(res.status).toBe(200);
    expect(await playersIn(a.full.id)).toBe(maxDivisionPlayers);
  });

  it('adding a player to a full division answers 409 and adds nobody', async () => {
    const a = await arrangeDivisionWith(maxDivisionPlayers);

    const res = await request(t.app).post('/api/players/').set(a.admin.auth).send({ name: 'Late Lou', division: a.full.id });

    expect(res.status).toBe(409);
    expect(res.body.error).toBe(`Full has ${maxDivisionPlayers} players; adding 1 player would make ${maxDivisionPlayers + 1}, over the limit of ${maxDivisionPlayers} players in one division.`);
    expect(await playersIn(a.full.id)).toBe(maxDivisionPlayers);
  });

  it('saving teams next to the unassigned players already there counts them too; replacing them does not', async () => {
    const a = await arrangeDivisionWith(maxDivisionPlayers - 1);
    const teams = [{ team_name: 'Hawks', players: [{ name: 'Ann' }, { name: 'Bob' }] }];
    const save = (replace: boolean) => request(t.app).post('/api/players/persist_teams/').set(a.admin.auth).send({ league_id: a.admin.leagueId, division_id: a.full.id, replace, teams });

    const added = await save(false);
    const replaced = await save(true);

    expect(added.status).toBe(409);
    expect(added.body.code).toBe('division_full');
    expect(replaced.status).toBe(201);
    expect(await playersIn(a.full.id)).toBe(2);
  });
});

// The embedded database runs one query at a time, so only PostgreSQL can show a race.
describe.skipIf(!runsOnPostgres())('the division limit under concurrent additions (PostgreSQL)', () => {
  it('of transfers and additions racing for the last place, exactly one gets it', async () => {
    const a = await arrangeDivisionWith(maxDivisionPlayers - 1);
    const players = [];
    for (const name of ['Ann', 'Bob', 'Cy', 'Dee']) players.push(await a.addPlayer(name, 5, null));
    const sends = [
      ...players.map((p) => () => request(t.app).post('/api/players/transfer_players/').set(a.admin.auth).send({ player_ids: [p.id], target_division_id: a.full.id })),
      () => request(t.app).post('/api/players/').set(a.admin.auth).send({ name: 'Late Lou', division: a.full.id }),
      () => request(t.app).post('/api/players/').set(a.admin.auth).send({ name: 'Late Liv', division: a.full.id }),
    ];

    const answers = await Promise.all(sends.map((send) => send()));

    expect(answers.filter((r) => r.status < 300)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(Array(5).fill('division_full'));
    expect(await playersIn(a.full.id)).toBe(maxDivisionPlayers);
  });
});
