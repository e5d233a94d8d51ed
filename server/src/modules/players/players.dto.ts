import { readKeptRules, readRegion, readUnavailableDays, type PlayerAdditionalData, type PlayerDto } from '@league/contract';
import type { Prisma } from '../../generated/prisma/client.js';
import { asObject, readHeightCm } from '../../lib/additional-data.js';

export const playerRowInclude = {
  division: { select: { name: true, seasonId: true } },
  team: { select: { name: true } },
} satisfies Prisma.PlayerInclude;

export type PlayerRow = Prisma.PlayerGetPayload<{ include: typeof playerRowInclude }>;

export const toIsoDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/** A player as the clients read it. */
export function toPlayerDto(player: PlayerRow): PlayerDto {
  const region = readRegion(player.additionalData);
  return {
    id: player.id,
    name: player.name,
    email: player.email,
    date_of_birth: toIsoDate(player.dateOfBirth),
    league: player.leagueId,
    season: player.division.seasonId,
    division: player.divisionId,
    division_name: player.division.name,
    team: player.teamId,
    team_name: player.team?.name ?? null,
    height: readHeightCm(player),
    region: region?.code ?? null,
    region_name: region?.name ?? null,
    unavailable_days: readUnavailableDays(player.additionalData),
    ...readKeptRules(player.additionalData),
    overall_skill: player.overallSkill,
    // Free-form; the apps read its known keys leniently.
    additional_data: asObject(player.additionalData) as PlayerAdditionalData,
    created_at: player.createdAt.toISOString(),
    updated_at: player.updatedAt.toISOString(),
  };
}
