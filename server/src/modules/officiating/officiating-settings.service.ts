import {
  minutesOfTime, type DivisionOfficiatingDto, type DivisionOfficiatingInput, type RefereeAvailabilityDto, type RefereeAvailabilityInput,
  type RefereeRelationsDto, type RefereeRelationsInput, type SeasonOfficialsSettingsDto, type SeasonOfficialsSettingsInput, type WeekdayCode,
} from '@league/contract';
import { DateTime } from 'luxon';
import { runTransaction } from '../../lib/db/with-retry.js';
import { requireAllInLeague, requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { describeTime as clock } from '../scheduling/index.js';
import { findLeagueTimeZone } from '../leagues/index.js';
import { refreshUpcomingFees } from './assignments.repository.js';
import * as repo from './officiating.repository.js';

/** The officials each game of a division needs, in the order given; replaces what was there. */
export async function setDivisionOfficiating(ctx: LeagueContext, divisionId: number, input: DivisionOfficiatingInput): Promise<DivisionOfficiatingDto> {
  await requireInLeague(ctx, 'division', divisionId);
  await requireAllInLeague(ctx, 'certificationLevel', input.officials.map((o) => o.min_level_id));
  const rows = input.officials.map((o) => ({ role: o.role, minLevelId: o.min_level_id, youthAllowed: o.youth_allowed, feeCents: Math.round(o.fee * 100) }));
  // Games from today on (the league's day) are paid at the new fee; played ones keep theirs.
  const today = DateTime.now().setZone((await findLeagueTimeZone(ctx.db, ctx.leagueId)) ?? 'utc').toISODate()!;
  await runTransaction(ctx.db, async (tx) => {
    await repo.replaceDivisionOfficials(tx, ctx.leagueId, divisionId, rows);
    await refreshUpcomingFees(tx, divisionId, new Date(`${today}T00:00:00Z`));
  });
  return { division_id: divisionId, officials: input.officials };
}

/** What a division's games need now (an empty list until it is set). */
export async function getDivisionOfficiating(ctx: LeagueContext, divisionId: number): Promise<DivisionOfficiatingDto> {
  await requireInLeague(ctx, 'division', divisionId);
  const rows = await repo.findDivisionOfficials(ctx.db, [divisionId]);
  return { division_id: divisionId, officials: rows.map((r) => ({ role: r.role, min_level_id: r.minLevelId, youth_allowed: r.youthAllowed, fee: r.feeCents / 100 })) };
}

/** The players a referee is a parent of and the teams they coach: never their games (decision 0140). */
export async function setRefereeRelations(ctx: LeagueContext, refereeId: number, input: RefereeRelationsInput): Promise<RefereeRelationsDto> {
  await requireInLeague(ctx, 'referee', refereeId);
  const playerIds = [...new Set(input.player_ids)];
  const teamIds = [...new Set(input.team_ids)];
  await requireAllInLeague(ctx, 'player', playerIds);
  await requireAllInLeague(ctx, 'team', teamIds);
  await runTransaction(ctx.db, (tx) => repo.replaceRelations(tx, refereeId, playerIds, teamIds));
  return { referee_id: refereeId, player_ids: playerIds, team_ids: teamIds };
}

type AvailabilityRow = { weekly: unknown; datesOff: string[]; maxGamesPerDay: number | null };

function toAvailabilityDto(row: AvailabilityRow): RefereeAvailabilityDto {
  return {
    weekly: (row.weekly as { weekday: WeekdayCode; start: number; end: number }[]).map((w) => ({ weekday: w.weekday, start: clock(w.start), end: clock(w.end) })),
    dates_off: row.datesOff,
    max_games_per_day: row.maxGamesPerDay,
  };
}

/** The caller's own availability as last saved; nothing saved yet reads as no times, no dates off, no limit. */
export async function getMyAvailability(ctx: LeagueContext): Promise<RefereeAvailabilityDto> {
  const row = await repo.findAvailability(ctx.db, ctx.user.id);
  return toAvailabilityDto(row ?? { weekly: [], datesOff: [], maxGamesPerDay: null });
}

/** The caller's own availability: weekly windows, whole days off, the most games a day. */
export async function setMyAvailability(ctx: LeagueContext, input: RefereeAvailabilityInput): Promise<RefereeAvailabilityDto> {
  const weekly = input.weekly.map((w) => ({ weekday: w.weekday, start: minutesOfTime(w.start), end: minutesOfTime(w.end) }));
  const datesOff = [...new Set(input.dates_off)].sort();
  return toAvailabilityDto(await repo.upsertAvailability(ctx.db, { userId: ctx.user.id, leagueId: ctx.leagueId, weekly, datesOff, maxGamesPerDay: input.max_games_per_day }));
}

/** What the assignor allows for the season's officials; never set reads as nothing allowed. */
export async function getSeasonOfficialsSettings(ctx: LeagueContext, seasonId: number): Promise<SeasonOfficialsSettingsDto> {
  await requireInLeague(ctx, 'season', seasonId);
  const row = await repo.findSeasonOfficialsSettings(ctx.db, seasonId);
  return { season_id: seasonId, self_assign: row?.selfAssign ?? false };
}

/** The assignor allows (or stops) self-assign for the season; who set it gets the self-assign emails (decision 0178). */
export async function setSeasonOfficialsSettings(ctx: LeagueContext, seasonId: number, input: SeasonOfficialsSettingsInput): Promise<SeasonOfficialsSettingsDto> {
  await requireInLeague(ctx, 'season', seasonId);
  const row = await repo.upsertSeasonOfficialsSettings(ctx.db, { seasonId, leagueId: ctx.leagueId, selfAssign: input.self_assign, setById: ctx.user.id });
  return { season_id: seasonId, self_assign: row.selfAssign };
}
