import request from 'supertest';
import type { Express } from 'express';
import type { Db } from '../../../lib/db/database.js';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createPlayer, createSeason, createSkill } from '../../../testing/league-fixtures.js';

/** A division with two skills and `players` players, an evaluation day on a 1-5 scale, and the admin. */
export async function arrangeEvaluationDay(t: { app: Express; db: Db }, players = 4) {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId, { name: 'U10' });
  const shooting = await createSkill(t.db, division.id, { name: 'Shooting' });
  const defense = await createSkill(t.db, division.id, { name: 'Defense' });
  const roster = [];
  for (let i = 1; i <= players; i++) roster.push(await createPlayer(t.db, division, { name: `Player ${i}` }));
  const created = await request(t.app)
    .post('/api/evaluations/')
    .set(admin.auth)
    .send({ division_id: division.id, name: 'Fall tryouts', min_evaluators: 2, sessions: [{ date: '2026-09-12', start_time: '09:00', gym: 'North gym' }] });
  if (created.status !== 201) throw new Error(`arrange: ${created.status} ${JSON.stringify(created.body)}`);
  return { admin, division, shooting, defense, players: roster, event: created.body as { id: number } };
}
export type ArrangedDay = Awaited<ReturnType<typeof arrangeEvaluationDay>>;

export async function checkIn(t: { app: Express }, a: ArrangedDay, playerId: number): Promise<number> {
  const res = await request(t.app).post(`/api/evaluations/${a.event.id}/check_in/`).set(a.admin.auth).send({ player_id: playerId });
  return res.body.bib as number;
}

/** A new access code and an evaluator joined with it: the evaluator's Authorization header. */
export async function joinAs(t: { app: Express }, a: ArrangedDay, name: string) {
  const code = await request(t.app).post(`/api/evaluations/${a.event.id}/access_codes/`).set(a.admin.auth).send({});
  const joined = await request(t.app).post('/api/evaluate/session/').send({ code: code.body.code, name });
  return { auth: { Authorization: `Token ${joined.body.token}` }, code: code.body.code as string, codeId: code.body.id as number, evaluatorId: joined.body.evaluator.id as number };
}

let counter = 0;
/** A score as a phone makes it, with a fresh id. */
export function score(bib: number, skillId: number, value: number, extra: Record<string, unknown> = {}) {
  counter += 1;
  return { id: `score-${process.pid}-${Date.now()}-${counter}`, bib, skill_id: skillId, value, scored_at: new Date(Date.now() + counter).toISOString(), ...extra };
}

/** Two divisions of one season, each with its own skill and one player, and a day for both. */
export async function arrangeTwoDivisionDay(t: { app: Express; db: Db }) {
  const admin = await createAdminInNewLeague(t.db);
  const season = await createSeason(t.db, admin.leagueId);
  const u10 = await createDivision(t.db, admin.leagueId, { seasonId: season.id, name: 'U10' });
  const u12 = await createDivision(t.db, admin.leagueId, { seasonId: season.id, name: 'U12' });
  const u10Shooting = await createSkill(t.db, u10.id, { name: 'Shooting' });
  const u12Passing = await createSkill(t.db, u12.id, { name: 'Passing' });
  const ava = await createPlayer(t.db, u10, { name: 'Ava' });
  const ben = await createPlayer(t.db, u12, { name: 'Ben' });
  const created = await request(t.app).post('/api/evaluations/').set(admin.auth).send({ division_ids: [u10.id, u12.id], name: 'Club tryouts' });
  return { admin, u10, u12, u10Shooting, u12Passing, ava, ben, created };
}
