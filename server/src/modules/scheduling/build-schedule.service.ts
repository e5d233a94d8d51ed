import { minutesOfTime, type BuildScheduleInput, type ScheduleDto, type ScheduleReportDto } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { checkSchedule } from './optimizer/index.js';
import { readSeasonInput, type DivisionSettings } from './season-input.js';
import { findSeasonDates } from './schedule-rules.repository.js';
import { requireInSeason, weekMonday } from './schedule-rules.service.js';
import { toGameDto, toReportDto, toScheduledGame } from './scheduling.dto.js';
import * as repo from './scheduling.repository.js';
import type { SchedulerPool } from './worker/scheduler-pool.js';

/** Half a schedule is never saved (decision 0155): the sentence says the smallest reason, the report the rest. */
function notSaved(report: ScheduleReportDto): AppError {
  const games = report.unplaced.length === 1 ? '1 game finds' : `${report.unplaced.length} games find`;
  const reason = report.infeasible[0] ?? report.unplaced[0]!.reason;
  return AppError.badRequest(`The schedule was not saved: ${games} no gym time. ${reason.replace(/\.?$/, '.')} Add gym time or ask for fewer games, then build again.`, { report }, 'schedule_infeasible');
}

export function settingsOf(input: BuildScheduleInput): DivisionSettings[] {
  return input.divisions.map((d) => ({
    divisionId: d.division_id,
    gamesPerTeam: d.games_per_team,
    gameMinutes: d.game_minutes,
    changeoverMinutes: d.changeover_minutes,
    earliestStart: d.earliest ? minutesOfTime(d.earliest) : null,
    latestStart: d.latest ? minutesOfTime(d.latest) : null,
    gamesPerWeek: d.games_per_week,
    familyRule: input.family_rule,
    weeks: [...new Set(d.weeks.map(weekMonday))].sort(),
  }));
}

/**
 * Builds the schedule of the chosen divisions from the season's stored teams, families, coaches
 * and gym time, in a worker thread. A dry run writes nothing and reports; a schedule that leaves
 * games without gym time is not saved (a 400 with the report); otherwise the divisions' games are
 * replaced by the new draft, built around other divisions' saved games (they stay as they are,
 * their coaches and families checked: decision 0202) (published games stay what families were told until the next
 * publish) and the settings kept for closures. The same input gives the same schedule, so the
 * previewed schedule is the one saved (decision 0155).
 */
export async function buildSeasonSchedule(ctx: LeagueContext, scheduler: SchedulerPool, seasonId: number, request: BuildScheduleInput): Promise<ScheduleDto> {
  await requireInLeague(ctx, 'season', seasonId);
  const settings = settingsOf(request);
  const { input, venueNames } = await readSeasonInput(ctx, ctx.db, seasonId, settings);
  requireInSeason(await findSeasonDates(ctx.db, seasonId), request.divisions.flatMap((d) => d.weeks), (day) => `The week of ${day}`, 'weeks');
  const result = await scheduler.build(input);
  const report = toReportDto(result.report);
  if (request.dry_run) return { dry_run: true, games: result.games.map((g) => toGameDto(g, venueNames)), report };

  if (report.unplaced.length > 0) throw notSaved(report);
  // A schedule that breaks a hard rule is never saved; the optimizer never builds one, so this is a last guard.
  const broken = checkSchedule(input, result.games);
  if (broken.length > 0) throw new Error(`The optimizer built a schedule that breaks a hard rule: ${broken[0]}`);
  const saved = await runTransaction(ctx.db, async (tx) => {
    await repo.lockSeason(tx, seasonId);
    const divisionIds = settings.map((s) => s.divisionId);
    await repo.deleteDivisionGames(tx, divisionIds);
    for (const s of settings) await repo.upsertScheduleSetting(tx, { ...s, weeks: s.weeks.map((w) => new Date(`${w}T00:00:00Z`)), leagueId: ctx.leagueId });
    const rows = await repo.insertGames(
      tx,
      result.games.map((g) => ({
        leagueId: ctx.leagueId,
        seasonId,
        divisionId: g.divisionId,
        homeTeamId: g.homeTeamId,
        awayTeamId: g.awayTeamId,
        venueId: g.venueId,
        court: g.court,
        date: new Date(`${g.date}T00:00:00Z`),
        startMinute: g.start,
        endMinute: g.end,
        status: 'draft',
      })),
    );
    return rows.map(toScheduledGame);
  });
  return { dry_run: false, games: saved.map((g) => toGameDto(g, venueNames)), report };
}
