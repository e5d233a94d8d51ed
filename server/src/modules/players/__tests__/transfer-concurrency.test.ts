import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { runsOnPostgres } from '../../../testing/test-database.js';
import { createDivision, createSkill } from '../../../testing/league-fixtures.js';
import { readSnapshot } from '../../roster-history/index.js';
import { arrangeLeague } from './arrange.js';

const t = useTestApp();
const rounds = 5;

/** The player ids the division's latest roster version lists (none when it has no version). */
async function latestRosterOf(divisionId: number): Promise<number[]> {
  const latest = await t.db.rosterVersion.findFirst({ where: { divisionId }, orderBy: { version: 'desc' } });
  return latest ? Object.keys(readSnapshot(latest.assignment).players).map(Number) : [];
}

async function arrangeTwoTargets() {
  const a = await arrangeLeague(t.db);
  const targets = [];
  for (const name of ['Gold', 'Blue']) {
    const division = await createDivision(t.db, a.admin.leagueId, { name });
    await createSkill(t.db, division.id, { name: 'Shooting' });
    await createSkill(t.db, division.id, { name: 'defense', normalizationFactor: 20 });
    targets.push(division);
  }
  return { ...a, targets };
}

// The embedded database runs one query at a time, so only PostgreSQL can show a race.
describe.skipIf(!runsOnPostgres())('two transfers of one player at once (PostgreSQL)', () => {
  it.each([
    ['to two different divisions', [0, 1]],
    ['to the same division', [0, 0]],
  ])('%s: the player keeps its ratings and every roster history lists it where it is', async (_, targetIndexes) => {
    for (let round = 0; round < rounds; round += 1) {
      const a = await arrangeTwoTargets();
      const ann = await a.addPlayer('Ann', 8, a.teamA.id);
      const send = (targetId: number) => request(t.app).post('/api/players/transfer_players/').set(a.admin.auth).send({ player_ids: [ann.id], target_division_id: targetId });

      const answers = await Promise.all(targetIndexes.map((i) => send(a.targets[i]!.id)));

      expect(answers.map((r) => r.status)).toContain(200);
      expect(answers.filter((r) => r.status !== 200 && r.status !== 400 && r.status !== 409).map((r) => r.body)).toEqual([]);
      const moved = await t.db.player.findUniqueOrThrow({ where: { id: ann.id }, include: { ratings: { include: { skill: true } } } });
      expect(moved.ratings.map((r) => r.skill.divisionId)).toEqual([moved.divisionId, moved.divisionId]);
      expect(moved.overallSkill).toBeGreaterThan(0);
      for (const division of [a.division, ...a.targets]) {
        expect(await latestRosterOf(division.id), `round ${round}, division ${division.name}`).toEqual(division.id === moved.divisionId ? [ann.id] : []);
      }
    }
  });
});
