import { minutesOfTime, weekdayCodes, type GymSlotDto, type ScheduleGameDto, type ScheduleReportDto, type ScheduleSettingDto, type TeamBlackoutDatesDto, type VenueDto, type WeekdayCode, type WeeklyBlackoutDto } from '@league/contract';
import type { GymSlot, ScheduleGame, ScheduleSetting, Venue } from '../../generated/prisma/client.js';
import { formatMinutes } from './gym-time/parse-when.js';
import type { ScheduledGame, ScheduleReport } from './optimizer/index.js';

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** "2026-10-03T09:00": the league's local time, as the gym time gave it. */
export const localDateTime = (date: string, minutes: number) => `${date}T${formatMinutes(minutes)}`;

type Minutes = { fromMinute: number | null; untilMinute: number | null };
type BlackoutTeam = { id: number; blackoutDates: Date[]; blackoutHours: ({ date: Date } & Minutes)[]; blackoutWeekly: ({ weekday: string } & Minutes)[] };

/** A team's whole days, parts of days and weekly rules off; an open end is null ("after 18:00" has no until). */
export function toTeamBlackoutDto(team: BlackoutTeam): TeamBlackoutDatesDto {
  const time = (minutes: number | null) => (minutes === null ? null : formatMinutes(minutes));
  const weekly = sortWeekly(team.blackoutWeekly.map((w) => ({ weekday: w.weekday as WeekdayCode, from: time(w.fromMinute), until: time(w.untilMinute) })));
  return { team_id: team.id, dates: team.blackoutDates.map(isoDay), hours: team.blackoutHours.map((h) => ({ date: isoDay(h.date), from: time(h.fromMinute), until: time(h.untilMinute) })), weekly };
}

/** Week order, then by from and until times ("9:00" before "18:00"); all day first. */
function sortWeekly(weekly: WeeklyBlackoutDto[]): WeeklyBlackoutDto[] {
  const minutes = (time: string | null, open: number) => (time === null ? open : minutesOfTime(time));
  return weekly.sort((a, b) => weekdayCodes.indexOf(a.weekday) - weekdayCodes.indexOf(b.weekday) || minutes(a.from, -1) - minutes(b.from, -1) || minutes(a.until, 1440) - minutes(b.until, 1440));
}

export function toVenueDto(venue: Venue): VenueDto {
  return { id: venue.id, name: venue.name, address: venue.address, courts: venue.courts };
}

export function toGymSlotDto(slot: GymSlot & { venue: { name: string } }): GymSlotDto {
  return { id: slot.id, venue_id: slot.venueId, venue: slot.venue.name, court: slot.court, date: isoDay(slot.date), start: formatMinutes(slot.startMinute), end: formatMinutes(slot.endMinute) };
}

/** An optimizer's game (or a stored one read into its shape) as the API shows it. */
export function toGameDto(game: ScheduledGame, venueNames: Map<number, string>, status: ScheduleGameDto['status'] = 'draft'): ScheduleGameDto {
  return {
    id: game.id ?? null,
    division_id: game.divisionId,
    home_team_id: game.homeTeamId,
    away_team_id: game.awayTeamId,
    venue_id: game.venueId,
    venue: venueNames.get(game.venueId) ?? '',
    court: game.court,
    start: localDateTime(game.date, game.start),
    end: localDateTime(game.date, game.end),
    status,
  };
}

export function toReportDto(report: ScheduleReport): ScheduleReportDto {
  return {
    hard_broken: report.hardBroken.count,
    hard_broken_rules: report.hardBroken.rules,
    family_conflicts: report.familyConflicts,
    family_split_days: report.familySplitDays,
    family_wait_hours: report.familyWaitHours,
    unused_gym_hours: report.unusedGymHours,
    unplaced: report.unplaced.map((u) => ({ division_id: u.divisionId, home_team_id: u.homeTeamId, away_team_id: u.awayTeamId, reason: u.reason })),
    infeasible: report.infeasible,
  };
}

/** A stored game in the optimizer's shape (its id kept, for reschedules and stable calendar events). */
export function toScheduledGame(game: ScheduleGame): ScheduledGame {
  return { id: game.id, divisionId: game.divisionId, homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId, venueId: game.venueId, court: game.court, date: isoDay(game.date), start: game.startMinute, end: game.endMinute };
}

export function toScheduleSettingDto(setting: ScheduleSetting): ScheduleSettingDto {
  const time = (minutes: number | null) => (minutes === null ? null : formatMinutes(minutes));
  return {
    division_id: setting.divisionId,
    games_per_team: setting.gamesPerTeam,
    game_minutes: setting.gameMinutes,
    changeover_minutes: setting.changeoverMinutes,
    earliest: time(setting.earliestStart),
    latest: time(setting.latestStart),
    games_per_week: setting.gamesPerWeek,
    family_rule: setting.familyRule === 'soft' ? 'soft' : 'hard',
    weeks: setting.weeks.map(isoDay),
  };
}
