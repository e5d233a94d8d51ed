import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { requireAllInLeague, requireInLeague, requireOwnLeague, type LeagueRule } from '../permissions.js';
import { createAdminInNewLeague, createUser } from '../../testing/factories.js';
import { createDivision, createPlayer, createSkill, createTeam } from '../../testing/league-fixtures.js';
import { createQuizRow } from '../../modules/quizzes/__tests__/quiz-fixtures.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();
const missingId = 2_000_000_000;

/** One row of every league-scoped kind, in a new league of its own. */
async function createLeagueRows(db: Db) {
  const admin = await createAdminInNewLeague(db);
  const division = await createDivision(db, admin.leagueId);
  const skill = await createSkill(db, division.id);
  const team = await createTeam(db, division.id, admin.leagueId);
  const player = await createPlayer(db, division, { teamId: team.id, ratings: { [skill.id]: 5 } });
  const rating = await db.playerSkillRating.findFirstOrThrow({ where: { playerId: player.id } });
  const quiz = await createQuizRow(db, admin.leagueId);
  const referee = await createUser(db, { userType: 'referee', leagueId: admin.leagueId });
  const attempt = await db.quizAttempt.create({ data: { quizId: quiz.id, userId: admin.id, deadlineAt: new Date(), status: 'completed' } });
  const flag = await db.questionFlag.create({
    data: { questionId: quiz.questions[0]!.id, questionVersion: 1, attemptId: attempt.id, userId: admin.id, leagueId: admin.leagueId, comment: 'Wrong key.' },
  });
  const evaluation = await db.evaluationEvent.create({ data: { leagueId: admin.leagueId, divisionId: division.id, name: 'Tryouts' } });
  const certificationLevel = await db.certificationLevel.create({ data: { leagueId: admin.leagueId, name: 'Youth', validityDays: 365 } });
  const ids: Record<LeagueRule, number> = {
    season: division.seasonId,
    division: division.id,
    team: team.id,
    skill: skill.id,
    player: player.id,
    rating: rating.id,
    quiz: quiz.id,
    question: quiz.questions[0]!.id,
    referee: referee.id,
    flag: flag.id,
    evaluation: evaluation.id,
    certificationLevel: certificationLevel.id,
  };
  return { ctx: { db, leagueId: admin.leagueId }, ids };
}

const rules: [LeagueRule, string][] = [
  ['season', 'Season was not found.'],
  ['division', 'Division was not found.'],
  ['team', 'Team was not found.'],
  ['skill', 'Skill was not found.'],
  ['player', 'Player was not found.'],
  ['rating', 'Player skill rating was not found.'],
  ['quiz', 'Quiz was not found.'],
  ['question', 'Question was not found.'],
  ['referee', 'Referee was not found.'],
  ['flag', 'Flag was not found.'],
  ['certificationLevel', 'Certification level was not found.'],
];

describe('league permissions', () => {
  it.each(rules)("another league's %s id answers the same 404 as a missing id", async (kind, sentence) => {
    const mine = await createLeagueRows(t.db);
    const theirs = await createLeagueRows(t.db);

    const own = await requireInLeague(mine.ctx, kind, mine.ids[kind]);
    // Each refusal is caught as it is made, so no rejected promise waits unobserved.
    const foreign = await requireInLeague(mine.ctx, kind, theirs.ids[kind]).catch((error: unknown) => error);
    const missing = await requireInLeague(mine.ctx, kind, missingId).catch((error: unknown) => error);

    expect(own.id).toBe(mine.ids[kind]);
    expect(foreign).toMatchObject({ status: 404, message: sentence, code: 'not_found' });
    expect(missing).toMatchObject({ status: 404, message: sentence, code: 'not_found' });
  });

  it('a list of ids passes only when every one is the caller league\'s', async () => {
    const mine = await createLeagueRows(t.db);
    const theirs = await createLeagueRows(t.db);
    const second = await createSkill(t.db, mine.ids.division);

    const both = await requireAllInLeague(mine.ctx, 'skill', [mine.ids.skill, second.id, mine.ids.skill]);
    const mixed = await requireAllInLeague(mine.ctx, 'skill', [mine.ids.skill, theirs.ids.skill]).catch((error: unknown) => error);

    expect(both.map((s) => s.id).sort()).toEqual([mine.ids.skill, second.id].sort());
    expect(mixed).toMatchObject({ status: 404, message: 'Skill was not found.' });
  });

  it('a league named in input must be the caller\'s own; leaving it out is fine', () => {
    const ctx = { leagueId: 7 };

    expect(() => requireOwnLeague(ctx, 7)).not.toThrow();
    expect(() => requireOwnLeague(ctx, undefined)).not.toThrow();
    expect(() => requireOwnLeague(ctx, 8)).toThrow(expect.objectContaining({ status: 404, message: 'League was not found.' }));
  });
});
