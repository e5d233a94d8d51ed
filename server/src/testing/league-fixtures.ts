import type { Db } from '../lib/db/database.js';
import { recomputeComposites } from '../lib/db/recompute-composites.js';
import { unique } from './factories.js';

// Rows straight through Prisma, for arranging tests of any module.

export function createSeason(db: Db, leagueId: number, data: { name?: string; isActive?: boolean } = {}) {
  return db.season.create({
    data: {
      name: data.name ?? unique('Season '),
      year: 2026,
      startDate: new Date('2026-09-01'),
      endDate: new Date('2027-03-31'),
      isActive: data.isActive ?? true,
      leagueId,
    },
  });
}

export async function createDivision(db: Db, leagueId: number, data: { seasonId?: number; name?: string } = {}) {
  const seasonId = data.seasonId ?? (await createSeason(db, leagueId)).id;
  return db.division.create({ data: { name: data.name ?? unique('Division '), seasonId, leagueId, minAge: 10, maxAge: 12 } });
}

export function createSkill(db: Db, divisionId: number, data: { name?: string; weight?: number; normalizationFactor?: number } = {}) {
  return db.skill.create({
    data: { name: data.name ?? unique('Skill '), weight: data.weight ?? 1, normalizationFactor: data.normalizationFactor ?? 10, divisionId },
  });
}

export function createTeam(db: Db, divisionId: number, leagueId: number, data: { name?: string; coach?: string | null } = {}) {
  return db.team.create({ data: { name: data.name ?? unique('Team '), coach: data.coach ?? null, divisionId, leagueId } });
}

/** A player with stored ratings per skill id; overall_skill is recomputed like the services do. */
export async function createPlayer(
  db: Db,
  division: { id: number; leagueId: number },
  data: {
    name?: string;
    teamId?: number | null;
    ratings?: Record<number, number>;
    heightCm?: number | null;
    additionalData?: Record<string, unknown>;
    dateOfBirth?: Date;
  } = {},
) {
  const player = await db.player.create({
    data: {
      name: data.name ?? unique('Player '),
      divisionId: division.id,
      leagueId: division.leagueId,
      teamId: data.teamId ?? null,
      heightCm: data.heightCm ?? null,
      additionalData: (data.additionalData ?? {}) as object,
      dateOfBirth: data.dateOfBirth ?? null,
      ratings: { create: Object.entries(data.ratings ?? {}).map(([skillId, rating]) => ({ skillId: Number(skillId), rating })) },
    },
  });
  await recomputeComposites(db, { playerIds: [player.id] });
  return db.player.findUniqueOrThrow({ where: { id: player.id } });
}
