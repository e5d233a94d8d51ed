import type { GymTimeDto, ScheduleGameDto, SeasonScheduleDto } from '@league/contract';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { toGameDto, toGymSlotDto, toScheduledGame, toScheduleSettingDto, toVenueDto } from './scheduling.dto.js';
import { familiesOf } from './publish/schedule-audience.js';
import { readBlackoutDates, readVenueTravel } from './schedule-rules.service.js';
import * as repo from './scheduling.repository.js';

/** GET /api/seasons/{id}/gym_time/: what the season's imports added, for the schedule screen to show and close. */
export async function readGymTime(ctx: LeagueContext, seasonId: number): Promise<GymTimeDto> {
  await requireInLeague(ctx, 'season', seasonId);
  const [venues, slots] = await Promise.all([repo.findVenues(ctx.db, seasonId), repo.findGymSlots(ctx.db, seasonId)]);
  return { venues: venues.map(toVenueDto), slots: slots.map(toGymSlotDto) };
}

/**
 * GET /api/seasons/{id}/schedule/: the saved games and the settings they were built with, so the
 * screen shows and rebuilds them after a reload, and the season's families (named as the
 * schedule emails name them) for the family filter, and the rules kept for building: teams'
 * blackout dates and the travel minutes between venues.
 */
export async function readSeasonSchedule(ctx: LeagueContext, seasonId: number): Promise<SeasonScheduleDto> {
  await requireInLeague(ctx, 'season', seasonId);
  const [venues, games, settings, players, blackouts, travel] = await Promise.all([
    repo.findVenues(ctx.db, seasonId),
    repo.findSeasonGames(ctx.db, seasonId),
    repo.findSeasonScheduleSettings(ctx.db, seasonId),
    repo.findRosteredPlayers(ctx.db, seasonId),
    readBlackoutDates(ctx.db, seasonId),
    readVenueTravel(ctx.db, seasonId),
  ]);
  const venueNames = new Map(venues.map((v) => [v.id, v.name]));
  const results = games.map((g) => toGameDto(toScheduledGame(g), venueNames, g.status as ScheduleGameDto['status']));
  const families = familiesOf(players)
    .map((f) => ({ key: f.key, name: f.name, children: f.children.map((c) => c.name), team_ids: [...new Set(f.children.map((c) => c.teamId))] }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { count: results.length, results, settings: settings.map(toScheduleSettingDto), families, blackout_dates: blackouts, travel };
}
