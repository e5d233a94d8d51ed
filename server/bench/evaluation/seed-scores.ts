import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/lib/db/database.js';
import { createAdminInNewLeague } from '../../src/testing/factories.js';
import { createDivision, createSkill } from '../../src/testing/league-fixtures.js';

/**
 * An evaluation day written straight to the database, as many phones would leave it: `players`
 * children checked in, `evaluators` evaluators, each child seen by `perChild` of them on every skill.
 */
export async function seedEvaluationDay(db: Db, o: { players: number; evaluators: number; skills: number; perChild: number }) {
  const admin = await createAdminInNewLeague(db);
  const division = await createDivision(db, admin.leagueId, { name: 'U12 evening' });
  const skills = [];
  for (let s = 1; s <= o.skills; s++) skills.push(await createSkill(db, division.id, { name: `Skill ${s}` }));
  await db.player.createMany({ data: Array.from({ length: o.players }, (_, i) => ({ name: `Child ${i + 1}`, divisionId: division.id, leagueId: admin.leagueId })) });
  const players = await db.player.findMany({ where: { divisionId: division.id }, select: { id: true }, orderBy: { id: 'asc' } });
  const event = await db.evaluationEvent.create({ data: { leagueId: admin.leagueId, divisionId: division.id, name: 'Evening tryouts', divisions: { create: [{ divisionId: division.id }] } } });
  await db.evaluationCheckIn.createMany({ data: players.map((p, i) => ({ eventId: event.id, playerId: p.id, bib: i + 1 })) });
  const evaluators = [];
  for (let e = 0; e < o.evaluators; e++) {
    const code = await db.evaluationAccessCode.create({ data: { eventId: event.id, codeHash: randomUUID() } });
    evaluators.push(await db.evaluator.create({ data: { eventId: event.id, accessCodeId: code.id, name: `Evaluator ${e + 1}`, tokenHash: randomUUID() } }));
  }
  return { admin, division, skills, players, event, evaluators };
}
