import type { Db } from '../../../lib/db/database.js';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createPlayer, createSkill, createTeam } from '../../../testing/league-fixtures.js';

/** A league with an admin, one division with two skills (weights 1 and 3) and two teams. */
export async function arrangeLeague(db: Db) {
  const admin = await createAdminInNewLeague(db);
  const division = await createDivision(db, admin.leagueId);
  const shooting = await createSkill(db, division.id, { name: 'Shooting', weight: 1, normalizationFactor: 10 });
  const defense = await createSkill(db, division.id, { name: 'Defense', weight: 3, normalizationFactor: 5 });
  const teamA = await createTeam(db, division.id, admin.leagueId, { name: 'Alpha' });
  const teamB = await createTeam(db, division.id, admin.leagueId, { name: 'Bravo' });
  /** A player whose overall_skill is `overall` (both skills rated at that displayed value). */
  const addPlayer = (name: string, overall: number, teamId: number | null, extra: Parameters<typeof createPlayer>[2] = {}) =>
    createPlayer(db, division, { name, teamId, ratings: { [shooting.id]: overall, [defense.id]: overall / 2 }, ...extra });
  return { admin, division, shooting, defense, teamA, teamB, addPlayer };
}
