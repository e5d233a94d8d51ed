import type { CheckInDto, DeskPlayersQuery, EvaluationDeskPageDto, WalkUpInput } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { requireRoomInDivision } from '../../lib/db/division-capacity.js';
import { lockDivisions } from '../../lib/db/division-lock.js';
import { isUniqueViolation } from '../../lib/db/unique-rules.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import * as repo from './check-in.repository.js';
import { countDeskTotals, findDeskPlayers } from './desk-search.repository.js';
import { dateOnly, eventDivisionIds, eventDivisions } from './evaluations.dto.js';
import type { EventRow } from './events.repository.js';
import { requireEvent } from './events.service.js';

const toCheckInDto = (row: repo.CheckInRow): CheckInDto => ({
  player_id: row.playerId,
  name: row.player.name,
  bib: row.bib,
  walk_up: row.walkUp,
  checked_in_at: row.checkedInAt.toISOString(),
});

/**
 * A registered player gets the next free bib; checking in again answers the bib they have.
 * `created` tells the router whether this request gave it (201) or it was given before (200).
 */
export async function checkInPlayer(ctx: LeagueContext, eventId: number, playerId: number): Promise<{ created: boolean; check_in: CheckInDto }> {
  const event = await requireEvent(ctx, eventId);
  const player = await requireInLeague(ctx, 'player', playerId);
  if (!eventDivisionIds(event).includes(player.divisionId)) {
    throw AppError.badRequest("This player is not registered in the evaluation day's divisions.", { fields: { player_id: 'other_division' } });
  }
  const existing = await repo.findCheckIn(ctx.db, eventId, playerId);
  if (existing) return { created: false, check_in: toCheckInDto(existing) };
  try {
    const row = await runTransaction(ctx.db, async (tx) => repo.insertCheckIn(tx, { eventId, playerId, bib: await repo.takeNextBib(tx, eventId), walkUp: false }));
    return { created: true, check_in: toCheckInDto(row) };
  } catch (error) {
    // Two desks checked the same child in at once: the other desk's bib is the child's.
    const other = isUniqueViolation(error) ? await repo.findCheckIn(ctx.db, eventId, playerId) : null;
    if (other) return { created: false, check_in: toCheckInDto(other) };
    throw error;
  }
}

/** The walk-up's division: the one named, which must be the day's, or the day's only one. */
function walkUpDivision(event: EventRow, divisionId: number | undefined) {
  const divisions = eventDivisions(event);
  if (divisionId === undefined) {
    if (divisions.length === 1) return divisions[0]!;
    throw AppError.badRequest("Choose the walk-up's division: this evaluation day has several.", { fields: { division_id: 'required' } });
  }
  const division = divisions.find((d) => d.id === divisionId);
  if (!division) throw AppError.badRequest('That division is not one of this evaluation day.', { fields: { division_id: 'not_of_event' } });
  return division;
}

/** A walk-up: a new registration in the division (its person is matched like an import's) and a bib. */
export async function checkInWalkUp(ctx: LeagueContext, eventId: number, input: WalkUpInput): Promise<CheckInDto> {
  const event = await requireEvent(ctx, eventId);
  const division = walkUpDivision(event, input.division_id);
  const row = await runTransaction(ctx.db, async (tx) => {
    await lockDivisions(tx, [division.id]);
    await requireRoomInDivision(tx, division, 1);
    const player = await repo.insertWalkUpPlayer(tx, {
      leagueId: ctx.leagueId,
      divisionId: division.id,
      name: input.name,
      email: input.email ?? null,
      dateOfBirth: input.date_of_birth ? new Date(input.date_of_birth) : null,
    });
    return repo.insertCheckIn(tx, { eventId, playerId: player.id, bib: await repo.takeNextBib(tx, eventId), walkUp: true });
  });
  return toCheckInDto(row);
}

/** Without a page size the desk's list comes whole, up to this many (the printouts now read every page of 100 instead). */
const wholeListLimit = 500;
const defaultDeskPageSize = 25;

/** The desk's search (name or household) among the day's divisions, a page at a time, with bibs. */
export async function listDeskPlayers(ctx: LeagueContext, eventId: number, query: DeskPlayersQuery): Promise<EvaluationDeskPageDto> {
  const event = await requireEvent(ctx, eventId);
  const divisionIds = eventDivisionIds(event);
  const pageSize = query.page_size ?? (query.search || query.checked_in ? defaultDeskPageSize : wholeListLimit);
  const checkedIn = query.checked_in === undefined ? undefined : query.checked_in === 'true';
  const [{ count, rows }, [registered, checkedInCount]] = await Promise.all([
    findDeskPlayers(ctx.db, eventId, divisionIds, { search: query.search?.trim() || undefined, checkedIn, skip: (query.page - 1) * pageSize, take: pageSize }),
    countDeskTotals(ctx.db, eventId, divisionIds),
  ]);
  return {
    count,
    page: query.page,
    page_size: pageSize,
    registered,
    checked_in: checkedInCount,
    results: rows.map((p) => ({
      player_id: p.id,
      name: p.name,
      division_id: p.divisionId,
      date_of_birth: p.dateOfBirth ? dateOnly(p.dateOfBirth) : null,
      household: p.participant?.household?.name ?? null,
      bib: p.checkIn?.bib ?? null,
      walk_up: p.checkIn?.walkUp ?? false,
    })),
  };
}

/**
 * DELETE /evaluations/{id}/check_in/{player_id}/: a mistaken check-in is undone while no evaluator
 * has scored the child; its bib is never given again (the counter only goes up).
 */
export async function undoCheckIn(ctx: LeagueContext, eventId: number, playerId: number): Promise<void> {
  await requireEvent(ctx, eventId);
  await requireInLeague(ctx, 'player', playerId);
  const existing = await repo.findCheckIn(ctx.db, eventId, playerId);
  if (!existing) throw new AppError(404, 'This child is not checked in at this evaluation day.', 'not_found');
  if (await repo.deleteUnscoredCheckIn(ctx.db, eventId, playerId)) return;
  const scores = await repo.countScoresOfPlayer(ctx.db, eventId, playerId);
  throw AppError.conflict(
    `${existing.player.name} (bib ${existing.bib}) already has ${scores} score${scores === 1 ? '' : 's'} from evaluators, so the check-in cannot be undone. Leave the bib as it is.`,
  );
}
