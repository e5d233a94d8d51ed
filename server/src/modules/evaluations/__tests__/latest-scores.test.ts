import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { findLatestScores } from '../scores.repository.js';
import { arrangeEvaluationDay, checkIn, joinAs } from './arrange-evaluation.js';

const t = useTestApp();
const tables = ['evaluation_scores', 'players', 'skills', 'evaluation_event_divisions'];

/** The planner's knowledge of the day's tables as a freshly created data folder has it: none. */
async function forgetStatistics() {
  const list = tables.map((name) => `'${name}'::regclass`).join(', ');
  await t.db.$executeRawUnsafe(`DELETE FROM pg_statistic WHERE starelid IN (${list})`);
  await t.db.$executeRawUnsafe(`UPDATE pg_class SET reltuples = -1, relpages = 0 WHERE oid IN (${list})`);
}

async function gatherStatistics() {
  for (const name of tables) await t.db.$executeRawUnsafe(`ANALYZE ${name}`);
}

/**
 * Ann scores child 1's shooting 2 and then corrects it to 4; her phone, offline for a while,
 * delivers a 3 scored before the correction last. Bob scores child 1's shooting 5 and child 2's
 * defense 1. What counts: Ann 4 and Bob 5 on child 1, Bob 1 on child 2.
 */
async function arrangeCorrectedDay() {
  const a = await arrangeEvaluationDay(t, 2);
  const [one, two] = [await checkIn(t, a, a.players[0]!.id), await checkIn(t, a, a.players[1]!.id)];
  const [ann, bob] = [await joinAs(t, a, 'Ann'), await joinAs(t, a, 'Bob')];
  const at = (minute: number) => new Date(Date.UTC(2026, 8, 12, 9, minute)).toISOString();
  const send = (auth: Record<string, string>, id: string, bib: number, skillId: number, value: number, minute: number) =>
    request(t.app).post('/api/evaluate/scores/').set(auth).send({ scores: [{ id: `${id}-${a.event.id}`, bib, skill_id: skillId, value, scored_at: at(minute) }] }).expect(200);
  await send(ann.auth, 'ann-first', one, a.shooting.id, 2, 1);
  await send(ann.auth, 'ann-correction', one, a.shooting.id, 4, 5);
  await send(bob.auth, 'bob-one', one, a.shooting.id, 5, 2);
  await send(bob.auth, 'bob-two', two, a.defense.id, 1, 3);
  await send(ann.auth, 'ann-late-delivery', one, a.shooting.id, 3, 3);
  const expected = [
    { evaluatorId: ann.evaluatorId, playerId: a.players[0]!.id, skillId: a.shooting.id, value: 4 },
    { evaluatorId: bob.evaluatorId, playerId: a.players[0]!.id, skillId: a.shooting.id, value: 5 },
    { evaluatorId: bob.evaluatorId, playerId: a.players[1]!.id, skillId: a.defense.id, value: 1 },
  ];
  return { a, ann, expected };
}

const counted = (rows: Awaited<ReturnType<typeof findLatestScores>>) =>
  rows.map(({ evaluatorId, playerId, skillId, value }) => ({ evaluatorId, playerId, skillId, value }));

describe('the latest score of each evaluator, child and skill', () => {
  it('is the last one scored, per evaluator, before the planner has any statistics', async () => {
    const { a, ann, expected } = await arrangeCorrectedDay();
    await forgetStatistics();

    const all = await findLatestScores(t.db, a.event.id);
    const anns = await findLatestScores(t.db, a.event.id, ann.evaluatorId);

    expect(counted(all)).toEqual(expected);
    expect(counted(anns)).toEqual([expected[0]]);
  });

  it('is the same once the planner has statistics', async () => {
    const { a, expected } = await arrangeCorrectedDay();
    await gatherStatistics();

    const all = await findLatestScores(t.db, a.event.id);

    expect(counted(all)).toEqual(expected);
  });
});
