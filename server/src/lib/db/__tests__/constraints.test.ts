import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createPlayer, createSkill, createTeam } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

describe('rules the database keeps', () => {
  it('refuses a skill weight outside 1-10 and a non-positive normalization factor', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);

    await expect(createSkill(t.db, division.id, { weight: 11 })).rejects.toThrow();
    await expect(createSkill(t.db, division.id, { normalizationFactor: 0 })).rejects.toThrow();
  });

  it('refuses two skills with the same name in one division', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);
    await createSkill(t.db, division.id, { name: 'Shooting' });

    await expect(createSkill(t.db, division.id, { name: 'Shooting' })).rejects.toThrow();
  });

  it('refuses a negative rating', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);
    const skill = await createSkill(t.db, division.id);

    await expect(createPlayer(t.db, division, { ratings: { [skill.id]: -1 } })).rejects.toThrow();
  });

  it('when a season is deleted, its divisions, teams, players, skills and ratings go too', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);
    const skill = await createSkill(t.db, division.id);
    const team = await createTeam(t.db, division.id, admin.leagueId);
    const player = await createPlayer(t.db, division, { teamId: team.id, ratings: { [skill.id]: 5 } });

    await t.db.season.delete({ where: { id: division.seasonId } });

    expect(await t.db.division.count({ where: { id: division.id } })).toBe(0);
    expect(await t.db.team.count({ where: { id: team.id } })).toBe(0);
    expect(await t.db.player.count({ where: { id: player.id } })).toBe(0);
    expect(await t.db.skill.count({ where: { id: skill.id } })).toBe(0);
    expect(await t.db.playerSkillRating.count({ where: { playerId: player.id } })).toBe(0);
  });

  it('when a team is deleted, its players stay in the division, unassigned', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);
    const team = await createTeam(t.db, division.id, admin.leagueId);
    const player = await createPlayer(t.db, division, { teamId: team.id });

    await t.db.team.delete({ where: { id: team.id } });

    const after = await t.db.player.findUniqueOrThrow({ where: { id: player.id } });
    expect(after.teamId).toBeNull();
    expect(after.divisionId).toBe(division.id);
  });

  it('keeps overall_skill as the weighted composite of displayed ratings', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);
    const a = await createSkill(t.db, division.id, { weight: 3, normalizationFactor: 10 });
    const b = await createSkill(t.db, division.id, { weight: 1, normalizationFactor: 100 });

    const player = await createPlayer(t.db, division, { ratings: { [a.id]: 8, [b.id]: 40 } });

    expect(player.overallSkill).toBe(7);
  });
});
