import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague, type TestUser } from '../../../testing/factories.js';
import { createDivision, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { runsOnPostgres } from '../../../testing/test-database.js';
import { arrangeLeague } from '../../../modules/players/__tests__/arrange.js';
import type { Prisma } from '../../../generated/prisma/client.js';
import { lockDivisions } from '../division-lock.js';

const t = useTestApp();
const rounds = 5;
const playersPerTeam = 6;

interface Saved {
  id: number;
  teams: { id: number; team_name: string; players: number[] }[];
}

/** Saves four teams of six into the division through the API, as the Balance Teams page does. */
function rosterOf(admin: TestUser, divisionId: number, skillId: number, tag: string) {
  return {
    league_id: admin.leagueId,
    division_id: divisionId,
    replace: true,
    teams: ['Hawks', 'Bears', 'Lions', 'Owls'].map((team_name, n) => ({
      team_name,
      players: Array.from({ length: playersPerTeam }, (_, i) => ({ name: `${tag} ${team_name} ${i}`, ratings: { [skillId]: 9 - n * 2 - (i % 3) } })),
    })),
  };
}

async function arrangeTwoSavedDivisions() {
  const admin = await createAdminInNewLeague(t.db);
  const saved: (Saved & { skillId: number })[] = [];
  for (const name of ['U12', 'U14']) {
    const division = await createDivision(t.db, admin.leagueId, { name });
    const skill = await createSkill(t.db, division.id, { name: 'Shooting' });
    const res = await request(t.app).post('/api/players/persist_teams/').set(admin.auth).send(rosterOf(admin, division.id, skill.id, 'First'));
    if (res.status !== 201) throw new Error(`persist_teams answered ${res.status}`);
    const players = await t.db.player.findMany({ where: { divisionId: division.id }, orderBy: { id: 'asc' } });
    const teams = (res.body.teams as { id: number; team_name: string }[]).map((team) => ({ ...team, players: players.filter((p) => p.teamId === team.id).map((p) => p.id) }));
    saved.push({ id: division.id, skillId: skill.id, teams });
  }
  return { admin, saved };
}

async function previewRebalance(admin: TestUser, divisionId: number) {
  const res = await request(t.app).post('/api/players/rebalance/').set(admin.auth).send({ league_id: admin.leagueId, division_id: divisionId, seed: 1 });
  const preview = res.body as { roster_version: number; results: { team_id: number | null; team_name: string; players: { player_id: number }[] }[] };
  const assignment = preview.results.flatMap((team) => team.players.map((p) => ({ player_id: p.player_id, team_id: team.team_id, team_name: team.team_name })));
  return { league_id: admin.leagueId, division_id: divisionId, kind: 'rebalance', assignment, expected_version: preview.roster_version };
}

// The embedded database runs one query at a time, so only PostgreSQL can show a deadlock.
describe.skipIf(!runsOnPostgres())('trades, transfers, saves and rebalances of the same divisions at once (PostgreSQL)', () => {
  it('a 20-way mix never answers 500: every change either lands or is refused for a reason', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const { admin, saved } = await arrangeTwoSavedDivisions();
      const applies = await Promise.all(saved.map((d) => previewRebalance(admin, d.id)));
      const post = (path: string, body: object) => () => request(t.app).post(`/api/players/${path}/`).set(admin.auth).send(body);
      const trades = saved.flatMap((d) =>
        [0, 1, 2, 3].map((i) => post('trade', { source_player_id: d.teams[0]!.players[i]!, target_player_id: d.teams[1 + (i % 3)]!.players[i]!, override: true })),
      );
      const transfers = saved.flatMap((d, n) => [4, 5].map((i) => post('transfer_players', { player_ids: [d.teams[2]!.players[i]!, d.teams[3]!.players[i]!], target_division_id: saved[1 - n]!.id })));
      const saves = saved.flatMap((d) => ['Second', 'Third'].map((tag) => post('persist_teams', rosterOf(admin, d.id, d.skillId, tag))));
      const rebalances = applies.flatMap((body) => [post('apply_roster', body), post('apply_roster', body)]);
      const mix = [...trades, ...transfers, ...saves, ...rebalances];
      // Interleaved, so each kind starts next to the others.
      const order = mix.map((send, i) => ({ send, key: (i * 7) % mix.length })).sort((a, b) => a.key - b.key);

      const answers = await Promise.all(order.map(({ send }) => send()));

      expect(answers.filter((r) => r.status >= 500).map((r) => r.body)).toEqual([]);
      // A 409 says the roster changed under a preview or a save, never that a lock race was lost.
      expect(answers.filter((r) => r.status === 409 && !/roster changed|already has/.test(r.body.error)).map((r) => r.body)).toEqual([]);
      statuses.push(...answers.map((r) => r.status));
    }
    expect(statuses).toHaveLength(rounds * 20);
    expect(statuses.filter((s) => s < 300).length).toBeGreaterThan(rounds * 4);
  });
});

type League = Awaited<ReturnType<typeof arrangeLeague>>;
type Change = (a: League, players: { ann: number; bob: number }, otherDivisionId: number) => request.Test;

/** Polls until another connection waits for a lock this transaction holds. */
async function untilSomeoneWaitsOn(tx: Prisma.TransactionClient, change: Promise<request.Response>) {
  let answered: request.Response | undefined;
  void change.then((res) => (answered = res));
  const [holder] = await tx.$queryRawUnsafe<{ pid: number }[]>('SELECT pg_backend_pid() AS pid');
  for (let i = 0; i < 500; i += 1) {
    if (answered) throw new Error(`The change answered ${answered.status} without waiting: ${JSON.stringify(answered.body)}`);
    const [waiting] = await tx.$queryRawUnsafe<{ n: number }[]>('SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted AND $1 = ANY(pg_blocking_pids(pid))', holder!.pid);
    if (waiting!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('No change ever waited for the division lock.');
}

const changes: [string, Change][] = [
  ['a trade', (a, p) => request(t.app).post('/api/players/trade/').set(a.admin.auth).send({ source_player_id: p.ann, target_player_id: p.bob, override: true })],
  ['a move', (a, p) => request(t.app).post('/api/players/trade/').set(a.admin.auth).send({ source_player_id: p.ann, to_team_id: a.teamB.id, override: true })],
  ['a transfer', (a, p, other) => request(t.app).post('/api/players/transfer_players/').set(a.admin.auth).send({ player_ids: [p.ann, p.bob], target_division_id: other })],
  ['a player deletion', (a, p) => request(t.app).delete(`/api/players/${p.ann}/`).set(a.admin.auth)],
  ['a team deletion', (a) => request(t.app).delete(`/api/teams/${a.teamA.id}/`).set(a.admin.auth)],
];

// The one lock order (divisions, then players): a change queued behind a save holds no player
// the save is about to write, so the two never wait on each other in a circle.
describe.skipIf(!runsOnPostgres())('a change that waits for a division a save holds (PostgreSQL)', () => {
  it.each(changes)('%s holds none of its players while it waits, and lands after the save', async (_, send) => {
    const a = await arrangeLeague(t.db);
    const other = await createDivision(t.db, a.admin.leagueId);
    const players = { ann: (await a.addPlayer('Ann', 7, a.teamA.id)).id, bob: (await a.addPlayer('Bob', 6, a.teamB.id)).id };
    let pending: Promise<request.Response> | undefined;

    await t.db.$transaction(
      async (tx) => {
        await lockDivisions(tx, [a.division.id]);
        pending = send(a, players, other.id).then((res) => res);
        await untilSomeoneWaitsOn(tx, pending);
        // What a save does next: write the division's players. NOWAIT: fails at once if the change holds one.
        await tx.$queryRawUnsafe('SELECT id FROM players WHERE id = ANY($1::int[]) FOR UPDATE NOWAIT', [players.ann, players.bob]);
      },
      { timeout: 15_000 },
    );

    const res = await pending!;
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  });
});

describe.skipIf(!runsOnPostgres())('a rating saved while a transfer moves its player (PostgreSQL)', () => {
  it('answers 409 and stores no rating of a skill the player no longer has', async () => {
    const a = await arrangeLeague(t.db);
    const other = await createDivision(t.db, a.admin.leagueId);
    const passing = await createSkill(t.db, a.division.id, { name: 'Passing' });
    const ann = await a.addPlayer('Ann', 7, a.teamA.id);
    let pending: Promise<request.Response> | undefined;

    await t.db.$transaction(
      async (tx) => {
        await lockDivisions(tx, [a.division.id, other.id]);
        pending = request(t.app).post('/api/player-skills/').set(a.admin.auth).send({ player: ann.id, skill: passing.id, rating: 5 }).then((res) => res);
        await untilSomeoneWaitsOn(tx, pending);
        // What a transfer does while the rating waits: the player leaves for the other division.
        await tx.player.update({ where: { id: ann.id }, data: { divisionId: other.id, teamId: null } });
      },
      { timeout: 15_000 },
    );

    const res = await pending!;
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(await t.db.playerSkillRating.count({ where: { playerId: ann.id, skillId: passing.id } })).toBe(0);
  });
});
