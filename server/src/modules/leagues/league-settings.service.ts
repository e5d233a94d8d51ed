import type { LeagueTimeZoneDto, LeagueTimeZoneInput } from '@league/contract';
import type { LeagueContext } from '../../lib/permissions.js';
import * as repo from './leagues.repository.js';

/** The league's time zone; null while none is set and game times are floating (decision 0185). */
export async function getLeagueTimeZone(ctx: LeagueContext): Promise<LeagueTimeZoneDto> {
  return { time_zone: await repo.findLeagueTimeZone(ctx.db, ctx.leagueId) };
}

/** Sets or clears the zone; the feeds and officials' reminders read it from the next request on. */
export async function setLeagueTimeZone(ctx: LeagueContext, input: LeagueTimeZoneInput): Promise<LeagueTimeZoneDto> {
  return { time_zone: await repo.updateLeagueTimeZone(ctx.db, ctx.leagueId, input.time_zone) };
}
