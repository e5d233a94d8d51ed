import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { runsOnPostgres } from '../../../testing/test-database.js';

const t = useTestApp();

async function arrange() {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const skills: { id: number }[] = [];
  for (let i = 0; i < 3; i += 1) skills.push(await createSkill(t.db, division.id, { name: `Skill ${i}` }));
  const players = await t.db.player.createManyAndReturn({
    data: Array.from({ length: 300 }, (_, i) => ({ name: `P${i}`, divisionId: division.id, leagueId: admin.leagueId })),
    select: { id: true },
  });
  await t.db.playerSkillRating.createMany({ data: players.flatMap((p, i) => skills.map((s) => ({ playerId: p.id, skillId: s.id, rating: i % 10 }))) });
  const ratings = await t.db.playerSkillRating.findMany({ where: { playerId: { in: players.map((p) => p.id) } }, orderBy: { id: 'asc' }, select: { id: true, playerId: true } });
  return { admin, division, skills, players, ratings };
}

// Division-wide and per-player composite recomputations racing on one division.
describe.skipIf(!runsOnPostgres())('concurrent rating and weight changes (PostgreSQL)', () => {
  it('never answer 500 for a deadlock: every change is applied', async () => {
    const a = await arrange();
    const weightChanges = a.skills.flatMap((s, i) => [
      () => request(t.app).put(`/api/skills/${s.id}/`).set(a.admin.auth).send({ weight: 2 + i }),
      () => request(t.app).put(`/api/skills/${s.id}/`).set(a.admin.auth).send({ weight: 5 + i }),
    ]);
    // Ratings moved between players in opposite directions lock player rows in opposite orders.
    const first = a.players[0]!.id;
    const last = a.players.at(-1)!.id;
    const moves = [
      () => request(t.app).put(`/api/player-skills/${a.ratings[0]!.id}/`).set(a.admin.auth).send({ rating: 7 }),
      () => request(t.app).put(`/api/player-skills/${a.ratings.at(-1)!.id}/`).set(a.admin.auth).send({ rating: 3 }),
      () => request(t.app).post('/api/players/transfer_players/').set(a.admin.auth).send({ player_ids: [first, last], target_division_id: a.division.id }),
    ];

    const answers = await Promise.all([...weightChanges, ...moves, ...weightChanges].map((send) => send()));

    expect(answers.filter((r) => r.status >= 500).map((r) => r.body)).toEqual([]);
  });
});
