import type { CloseGymTimeDto, CloseGymTimeInput, GameMoveDto } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import type { RescheduleResult, ScheduledGame } from './optimizer/index.js';
import { readKeptSettings, readSeasonInput } from './season-input.js';
import { toGameDto, toScheduledGame } from './scheduling.dto.js';
import * as repo from './scheduling.repository.js';
import type { SchedulerPool } from './worker/scheduler-pool.js';

/**
 * Closes a day (every venue) or one venue on a day, and moves the games it touches into free gym
 * time with the fewest changes to other games (the optimizer's reschedule, decision 0133). A dry
 * run only previews the moves. Otherwise the closed gym time is removed and the moved games
 * become drafts again, so the next publication tells only the families and coaches concerned.
 * When a closed game finds no free gym time, nothing is saved: the sentence says to add make-up
 * gym time first (decision 0158).
 */
export async function closeGymTime(ctx: LeagueContext, scheduler: SchedulerPool, seasonId: number, request: CloseGymTimeInput): Promise<CloseGymTimeDto> {
  await requireInLeague(ctx, 'season', seasonId);
  const [venues, stored] = await Promise.all([repo.findVenues(ctx.db, seasonId), repo.findSeasonGames(ctx.db, seasonId)]);
  if (request.venue !== undefined && !venues.some((v) => v.id === request.venue)) throw AppError.notFound('Venue');
  if (stored.length === 0) throw AppError.badRequest('This season has no schedule yet, so no game needs to move. Build the schedule first.', undefined, 'no_schedule');
  const settings = await readKeptSettings(ctx, [...new Set(stored.map((g) => g.divisionId))], 'close the day');
  const { input, venueNames } = await readSeasonInput(ctx, ctx.db, seasonId, settings);
  const published = stored.map(toScheduledGame);
  const result = await scheduler.reschedule(input, published, [{ date: request.date, venueId: request.venue }]);
  const answer = describeMoves(result, published, venueNames, request.dry_run);
  if (request.dry_run) return answer;
  if (result.report.unplaced.length > 0) {
    throw AppError.badRequest(`Nothing was changed: ${result.summary.charAt(0).toLowerCase()}${result.summary.slice(1)} Add make-up gym time for them first, then close the day again.`, { moved: answer.moved }, 'no_free_gym_time');
  }
  await runTransaction(ctx.db, async (tx) => {
    await repo.lockSeason(tx, seasonId);
    await repo.deleteGymSlots(tx, seasonId, request.date, request.venue);
    for (const change of result.changes) await repo.moveGame(tx, change.game);
  });
  return answer;
}

function describeMoves(result: RescheduleResult, published: ScheduledGame[], venueNames: Map<number, string>, dryRun: boolean): CloseGymTimeDto {
  const byId = new Map(published.map((g) => [g.id!, g]));
  const moved: GameMoveDto[] = result.changes.map((c) => ({ game_id: c.game.id!, kind: c.kind, from: toGameDto(c.from, venueNames, 'published'), to: toGameDto(c.game, venueNames), why: c.why }));
  for (const u of result.report.unplaced) {
    moved.push({ game_id: u.id!, kind: 'closed', from: toGameDto(byId.get(u.id!)!, venueNames, 'published'), to: null, why: u.reason });
  }
  return { dry_run: dryRun, moved, unchanged: result.unchanged, summary: result.summary };
}
