import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createDivision, createPlayer, createSeason, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeEvaluationDay, checkIn, joinAs, score, type ArrangedDay } from './arrange-evaluation.js';

const t = useTestApp();

/**
 * Shooting only: Ann (harsh) scores player 1 = 2 and player 2 = 4; Bob (lenient) scores player 1 = 4
 * and player 3 = 5. On their shared player Bob is 2 points higher: Ann -1, Bob +1 (centred).
 * Corrected: player 1 = ((2+1)+(4-1))/2 = 3, player 2 = 4+1 = 5, player 3 = 5-1 = 4.
 * Raw means: player 1 = 3, player 2 = 4, player 3 = 5.
 */
async function arrangeHarshAndLenient(a: ArrangedDay) {
  const bibs = [];
  for (const p of a.players.slice(0, 3)) bibs.push(await checkIn(t, a, p.id));
  const ann = await joinAs(t, a, 'Ann');
  const bob = await joinAs(t, a, 'Bob');
  const s = a.shooting.id;
  await request(t.app).post('/api/evaluate/scores/').set(ann.auth).send({ scores: [score(bibs[0]!, s, 2), score(bibs[1]!, s, 4, { needs_another_look: true })] });
  await request(t.app).post('/api/evaluate/scores/').set(bob.auth).send({ scores: [score(bibs[0]!, s, 4), score(bibs[2]!, s, 5)] });
  return { ann, bob, bibs };
}

const shootingOf = (body: { players: { name: string; skills: { skill_id: number; figure: number }[] }[] }, name: string, skillId: number) =>
  body.players.find((p) => p.name === name)!.skills.find((x) => x.skill_id === skillId)!;

describe('GET /api/evaluations/{id}/results/', () => {
  it('shows raw, trimmed and corrected figures, each evaluator\'s severity in words, and who moved', async () => {
    const a = await arrangeEvaluationDay(t, 3);
    await arrangeHarshAndLenient(a);

    const mean = (await request(t.app).get(`/api/evaluations/${a.event.id}/results/?method=mean`).set(a.admin.auth)).body;
    const corrected = (await request(t.app).get(`/api/evaluations/${a.event.id}/results/?method=corrected`).set(a.admin.auth)).body;

    expect(shootingOf(mean, 'Player 2', a.shooting.id).figure).toBe(4);
    expect(shootingOf(corrected, 'Player 2', a.shooting.id)).toMatchObject({ figure: 5, raw_mean: 4, count: 1, evaluators: [{ name: 'Ann', severity: -1 }] });
    expect(shootingOf(corrected, 'Player 3', a.shooting.id).figure).toBe(4);
    expect(shootingOf(corrected, 'Player 1', a.shooting.id).figure).toBe(3);
    expect(corrected.evaluators.find((e: { name: string }) => e.name === 'Ann').severities).toEqual([
      { skill_id: a.shooting.id, severity: -1, sentence: 'scored 1 point harsher than the panel on Shooting', scored: 2 },
    ]);
    expect(corrected.rank_moves).toEqual([
      expect.objectContaining({ name: 'Player 2', raw_place: 2, corrected_place: 1, moved: 1 }),
      expect.objectContaining({ name: 'Player 3', raw_place: 1, corrected_place: 2, moved: -1 }),
    ]);
  });

  it('leaves out an evaluator the admin excludes', async () => {
    const a = await arrangeEvaluationDay(t, 3);
    const { bob } = await arrangeHarshAndLenient(a);

    await request(t.app).patch(`/api/evaluations/${a.event.id}/`).set(a.admin.auth).send({ excluded_evaluator_ids: [bob.evaluatorId] });
    const res = await request(t.app).get(`/api/evaluations/${a.event.id}/results/?method=mean`).set(a.admin.auth);

    // Without Bob: player 1 = 2 (Ann only), player 3 has no score left.
    expect(shootingOf(res.body, 'Player 1', a.shooting.id)).toMatchObject({ figure: 2, count: 1 });
    expect(res.body.players.find((p: { name: string }) => p.name === 'Player 3')).toBeUndefined();
    expect(res.body.evaluators.find((e: { name: string }) => e.name === 'Bob').excluded).toBe(true);
  });

  it('refuses an unknown method with a sentence', async () => {
    const a = await arrangeEvaluationDay(t, 1);
    const res = await request(t.app).get(`/api/evaluations/${a.event.id}/results/?method=median`).set(a.admin.auth);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('method must be one of mean, trimmed, corrected.');
  });
});

describe('GET /api/evaluations/{id}/coverage/', () => {
  it('counts evaluators per player and skill, lists players below the minimum, progress and the call-back list', async () => {
    const a = await arrangeEvaluationDay(t, 3);
    await arrangeHarshAndLenient(a);

    const res = await request(t.app).get(`/api/evaluations/${a.event.id}/coverage/`).set(a.admin.auth);

    expect(res.body.min_evaluators).toBe(2);
    expect(res.body.players[0]).toMatchObject({ name: 'Player 1', skills: [{ skill_id: a.shooting.id, evaluators: 2 }, { skill_id: a.defense.id, evaluators: 0 }], below_minimum: true });
    expect(res.body.below_minimum).toBe(3);
    expect(res.body.evaluators).toEqual([
      expect.objectContaining({ name: 'Ann', players_scored: 2, scores: 2, share_of_field: 0.667 }),
      expect.objectContaining({ name: 'Bob', players_scored: 2, scores: 2 }),
    ]);
    // Player 1's 2 and 4 are half the 1-5 scale apart, but Ann is harsh and Bob lenient: corrected, both are 3.
    expect(res.body.call_back).toEqual([expect.objectContaining({ name: 'Player 2', reasons: ['An evaluator asked for another look.'] })]);
  });

  it('calls back only the child the evaluators truly disagree on, not every child a harsh and a lenient evaluator scored', async () => {
    const a = await arrangeEvaluationDay(t, 5);
    const bibs = [];
    for (const p of a.players) bibs.push(await checkIn(t, a, p.id));
    const ann = await joinAs(t, a, 'Ann');
    const bob = await joinAs(t, a, 'Bob');
    const s = a.shooting.id;
    // Bob scores 2 points above Ann on players 1-4 (raw spread 2, half the 1-5 scale); on player 5 they truly disagree.
    const annScores = [1, 2, 2, 3, 5];
    const bobScores = [3, 4, 4, 5, 1];
    await request(t.app).post('/api/evaluate/scores/').set(ann.auth).send({ scores: bibs.map((b, i) => score(b, s, annScores[i]!)) });
    await request(t.app).post('/api/evaluate/scores/').set(bob.auth).send({ scores: bibs.map((b, i) => score(b, s, bobScores[i]!)) });

    const res = await request(t.app).get(`/api/evaluations/${a.event.id}/coverage/`).set(a.admin.auth);

    // Bob is 0.8 more lenient than Ann: players 1-4 differ by 1.2 once corrected, player 5 by 4.8.
    expect(res.body.call_back).toEqual([
      expect.objectContaining({ name: 'Player 5', reasons: ['Shooting scores are far apart, even allowing for harsh and lenient evaluators (1 to 5).'] }),
    ]);
  });
});

describe('POST /api/evaluations/{id}/finalise/', () => {
  it('makes the figures the division\'s ratings with their source, and finalising again keeps the earlier ones in history', async () => {
    const a = await arrangeEvaluationDay(t, 3);
    const { ann, bibs } = await arrangeHarshAndLenient(a);

    const first = await request(t.app).post(`/api/evaluations/${a.event.id}/finalise/`).set(a.admin.auth).send({ method: 'corrected', blend_weight: 0 });
    await request(t.app).post('/api/evaluate/scores/').set(ann.auth).send({ scores: [score(bibs[2]!, a.shooting.id, 3)] });
    const late = await request(t.app).get(`/api/evaluations/${a.event.id}/results/?method=mean`).set(a.admin.auth);
    const second = await request(t.app).post(`/api/evaluations/${a.event.id}/finalise/`).set(a.admin.auth).send({ method: 'mean', blend_weight: 0 });

    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ players: 3, ratings_written: 3, source_label: 'Evaluation day 2026-09-12, corrected for harsh and lenient evaluators' });
    expect(late.body.late_scores).toBe(1);
    expect(second.body.source_label).toBe('Evaluation day 2026-09-12, average');
    // Player 2's Shooting: corrected 5 on 1-5 is the top of a 0-10 skill (10); then the mean 4 is 7.5.
    const player2 = a.players[1]!.id;
    const current = await t.db.playerSkillRating.findUniqueOrThrow({ where: { playerId_skillId: { playerId: player2, skillId: a.shooting.id } } });
    const history = await t.db.ratingEntry.findMany({ where: { playerId: player2, skillId: a.shooting.id }, orderBy: { id: 'asc' } });
    expect(current.rating).toBeCloseTo(7.5, 6);
    expect(history.map((h) => [h.kind, h.originalValue, h.rating])).toEqual([
      ['evaluation_day', 5, 10],
      ['evaluation_day', 4, 7.5],
    ]);
  });

  it('blends with last season\'s coach rating at the admin\'s weight', async () => {
    const a = await arrangeEvaluationDay(t, 1);
    // Last season the same person (same participant) was rated 10 of 10 on Shooting: 5 on a 1-5 scale.
    const spring = await createSeason(t.db, a.admin.leagueId, { name: 'Spring 2026' });
    await t.db.season.update({ where: { id: spring.id }, data: { startDate: new Date('2026-03-01') } });
    const before = await createDivision(t.db, a.admin.leagueId, { seasonId: spring.id, name: 'U9' });
    const oldSkill = await createSkill(t.db, before.id, { name: 'Shooting' });
    const participantId = (await t.db.player.findUniqueOrThrow({ where: { id: a.players[0]!.id } })).participantId!;
    const old = await createPlayer(t.db, before, { name: 'Player 1', ratings: { [oldSkill.id]: 10 } });
    await t.db.player.update({ where: { id: old.id }, data: { participantId } });
    const bib = await checkIn(t, a, a.players[0]!.id);
    const ann = await joinAs(t, a, 'Ann');
    await request(t.app).post('/api/evaluate/scores/').set(ann.auth).send({ scores: [score(bib, a.shooting.id, 3)] });

    const res = await request(t.app).get(`/api/evaluations/${a.event.id}/results/?method=mean&blend_weight=25`).set(a.admin.auth);

    // 75% of 3 + 25% of 5 = 2.25 + 1.25 = 3.5.
    expect(shootingOf(res.body, 'Player 1', a.shooting.id)).toMatchObject({ figure: 3.5, raw_mean: 3, prior: 5 });
  });

  it('refuses to finalise a day without scores', async () => {
    const a = await arrangeEvaluationDay(t, 1);
    const res = await request(t.app).post(`/api/evaluations/${a.event.id}/finalise/`).set(a.admin.auth).send({ method: 'mean' });
    expect(res.status).toBe(409);
  });
});
