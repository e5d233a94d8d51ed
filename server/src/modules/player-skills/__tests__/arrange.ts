import type { Db } from '../../../lib/db/database.js';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createPlayer, createSkill } from '../../../testing/league-fixtures.js';

/**
 * A league with one division, two skills (Shooting on 0-10 weight 1, Speed on 0-100
 * weight 3) and a player rated 8 in Shooting only.
 */
export async function arrangeRatedPlayer(db: Db) {
  const admin = await createAdminInNewLeague(db);
  const division = await createDivision(db, admin.leagueId);
  const shooting = await createSkill(db, division.id, { name: 'Shooting' });
  const speed = await createSkill(db, division.id, { name: 'Speed', weight: 3, normalizationFactor: 100 });
  const player = await createPlayer(db, division, { ratings: { [shooting.id]: 8 } });
  const rating = await db.playerSkillRating.findFirstOrThrow({ where: { playerId: player.id, skillId: shooting.id } });
  const composite = async () => (await db.player.findUniqueOrThrow({ where: { id: player.id } })).overallSkill;
  return { admin, division, shooting, speed, player, rating, composite };
}
