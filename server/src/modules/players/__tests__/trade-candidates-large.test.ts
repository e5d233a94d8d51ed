import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { maxDivisionPlayers, regionCodes, weekdayCodes } from '@league/contract';
import { useTestApp } from '../../../testing/test-app.js';
import { createCountingApp } from '../../../testing/count-operations.js';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createTeam } from '../../../testing/league-fixtures.js';
import { WorkerPool } from '../../../lib/worker-pool.js';
import { insertPlayers } from '../../../lib/db/insert-players.js';
import { rankTradeCandidates } from '../rank-trade-candidates.js';
import { inlineRankingLimit } from '../trade-candidates.service.js';
import { findDivisionRoster } from '../trade.repository.js';

const t = useTestApp();
const pool = new WorkerPool({ threads: 1 });
afterAll(() => pool.close());

const playerCount = 3000;

/** A 3,000-player division on 20 teams, a few unassigned, with groups, apart keys and regions. */
async function arrangeLargeDivision() {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const teams: Awaited<ReturnType<typeof createTeam>>[] = [];
  for (let i = 1; i <= 20; i++) teams.push(await createTeam(t.db, division.id, admin.leagueId, { name: `Team ${i}` }));
  await t.db.player.createMany({
    data: Array.from({ length: playerCount }, (_, i) => ({
      name: `Player ${String(i).padStart(4, '0')}`,
      divisionId: division.id,
      leagueId: admin.leagueId,
      teamId: i % 100 === 99 ? null : teams[i % 20]!.id,
      overallSkill: ((i * 37) % 400) / 40,
      heightCm: 130 + ((i * 13) % 45),
      additionalData: {
        region: regionCodes[i % regionCodes.length],
        unavailable_days: weekdayCodes.filter((_, d) => (i + d) % 7 === 0),
        ...(i % 50 === 10 ? { group: `family ${i}` } : i % 50 === 30 ? { group: `family ${i - 20}` } : {}),
        ...(i % 70 === 5 ? { apart: `twins ${Math.floor(i / 140)}` } : {}),
      },
    })),
  });
  const players = await t.db.player.findMany({ where: { divisionId: division.id }, select: { id: true, teamId: true }, orderBy: { id: 'asc' } });
  return { admin, division, chosen: players.find((p, i) => i % 20 === 7 && p.teamId !== null)! };
}

describe('trade candidates of a large division', () => {
  it('reads each player of the division once, not twice', async () => {
    const { admin, chosen } = await arrangeLargeDivision();
    const counting = createCountingApp(t, { workers: pool });

    const res = await request(counting.app).get(`/api/players/${chosen.id}/trade_candidates/`).query({ k: 10 }).set(admin.auth);

    expect(res.status).toBe(200);
    expect(res.body.count).toBe(10);
    // The player, the division's rows and its 20 teams: today's ranking prices swaps against
    // every player (the balancing objective weighs the whole division), so one read of each.
    expect(counting.rows()).toBeLessThanOrEqual(playerCount + 20 + 5);
  });

  it('ranks a division above the inline limit on a worker thread, with the same answer', async () => {
    const { admin, division, chosen } = await arrangeLargeDivision();
    const counting = createCountingApp(t, { workers: pool });
    const before = pool.completed;

    const res = await request(counting.app).get(`/api/players/${chosen.id}/trade_candidates/`).query({ k: 10000 }).set(admin.auth);

    expect(playerCount).toBeGreaterThan(inlineRankingLimit);
    expect(pool.completed).toBe(before + 1);
    const roster = await findDivisionRoster(t.db, division.id);
    const expected = rankTradeCandidates({ roster, playerId: chosen.id, query: { k: 10000, exclude_team: undefined, assigned_only: false } });
    expect(res.body.results.map((c: { id: number; diff: number; breaks_rules: string[] }) => [c.id, c.diff, c.breaks_rules])).toEqual(expected.map((c) => [c.id, c.diff, c.breaks_rules]));
  });

  it('refuses a division above the 5,000-player limit with a sentence, before reading its players', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);
    const team = await createTeam(t.db, division.id, admin.leagueId);
    // Only data from before the limit can be this large; one person for every row keeps the insert quick.
    const person = await t.db.participant.create({ data: { leagueId: admin.leagueId, name: 'Bench player', updatedAt: new Date() } });
    const rows = Array.from({ length: maxDivisionPlayers + 1 }, (_, i) => ({
      name: `Player ${i}`, email: null, dateOfBirth: null, heightCm: null, additionalData: {}, leagueId: admin.leagueId, divisionId: division.id, teamId: i % 2 ? team.id : null, participantId: person.id,
    }));
    const [chosen] = await t.db.$transaction((tx) => insertPlayers(tx, rows), { timeout: 60_000 });
    const counting = createCountingApp(t, { workers: pool });
    const before = pool.completed;

    const res = await request(counting.app).get(`/api/players/${chosen}/trade_candidates/`).query({ k: 10000 }).set(admin.auth);

    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'division_too_large',
      error: 'This division has 5,001 players, more than the 5,000 a division can hold, so trades are not suggested for it. Move players to other divisions until it has at most 5,000.',
    });
    expect(counting.rows()).toBeLessThan(20);
    expect(pool.completed).toBe(before);
  });
});
