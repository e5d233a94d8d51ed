import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { regionCodes, weekdayCodes } from '@league/contract';
import { useTestApp } from '../../../testing/test-app.js';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createTeam } from '../../../testing/league-fixtures.js';

const t = useTestApp();

// The same division every run: a small generator instead of Math.random.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/**
 * 96 players on four teams and six unassigned, with regions, practice days, heights, tied
 * overall skills, groups, locks, keep-apart keys and requests: more than the 60 candidates
 * the objective scores, so the unscored tail and the rule-breaking order both show.
 */
async function arrangeDivision() {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const teams: Awaited<ReturnType<typeof createTeam>>[] = [];
  for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta']) teams.push(await createTeam(t.db, division.id, admin.leagueId, { name }));
  const random = rng(7);
  const name = (i: number) => `Player ${String(i).padStart(2, '0')}`;
  const rules = (i: number): Record<string, unknown> => {
    if (i % 15 === 1) return { group: `family ${i}` };
    if (i % 15 === 5) return { group: `family ${i - 4}` };
    if (i % 19 === 3) return { lock: teams[(i * 7) % 4]!.name };
    if (i % 11 === 7) return { apart: `twins ${Math.floor(i / 22)}` };
    if (i % 9 === 2) return { requests: [name((i + 13) % 96)] };
    return {};
  };
  await t.db.player.createMany({
    data: Array.from({ length: 96 }, (_, i) => ({
      name: name(i),
      divisionId: division.id,
      leagueId: admin.leagueId,
      teamId: i % 16 === 15 ? null : teams[(i * 7) % 4]!.id,
      overallSkill: Math.round(random() * 40) / 4,
      heightCm: i % 5 === 0 ? null : 130 + Math.round(random() * 45),
      additionalData: { region: regionCodes[i % regionCodes.length], unavailable_days: weekdayCodes.filter(() => random() < 0.2), ...rules(i) },
    })),
  });
  const players = await t.db.player.findMany({ where: { divisionId: division.id }, orderBy: { id: 'asc' } });
  const byName = (n: string) => players.find((p) => p.name === n)!;
  return { admin, teams, byName };
}

type Candidate = { name: string; team_name: string | null; diff: number; breaks_rules: string[] };

describe('trade candidates keep their ranking', () => {
  // Pinned from the answers before candidates were priced in one pass (decision 0031): the
  // same candidates in the same order with the same broken rules, for each kind of query.
  it('answers the same candidates in the same order as the whole-division pricing did', async () => {
    const { admin, teams, byName } = await arrangeDivision();
    const ask = async (player: string, query: Record<string, unknown>) => {
      const res = await request(t.app).get(`/api/players/${byName(player).id}/trade_candidates/`).query(query).set(admin.auth);
      expect(res.status).toBe(200);
      return (res.body.results as Candidate[]).map((c) => [c.name, c.team_name, c.diff, ...c.breaks_rules].join(' | '));
    };

    const answers = {
      everyone: await ask('Player 20', { k: 10000 }),
      closestTen: await ask('Player 20', { k: 10 }),
      editTeams: await ask('Player 33', { k: 10000, exclude_team: teams[(33 * 7) % 4]!.id }),
      grouped: await ask('Player 16', { k: 10000 }),
      locked: await ask('Player 22', { k: 25 }),
      unassigned: await ask('Player 47', { k: 10000 }),
      unassignedGrouped: await ask('Player 31', { k: 10000 }),
      unassignedLocked: await ask('Player 79', { k: 10000 }),
      nearAndAssigned: await ask('Player 50', { k: 10000, delta: 1.5, assigned_only: 'true' }),
    };

    expect(answers).toMatchSnapshot();
  });
});
