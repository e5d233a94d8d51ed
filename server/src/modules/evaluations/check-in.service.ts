import type { CheckInDto, EvaluationDeskPlayerDto, WalkUpInput } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { requireRoomInDivision } from '../../lib/db/division-capacity.js';
import { lockDivisions } from '../../lib/db/division-lock.js';
import { isUniqueViolation } from '../../lib/db/unique-rules.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import * as repo from './check-in.repository.js';
import { dateOnly } from './evaluations.dto.js';
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
  if (player.divisionId !== event.divisionId) throw AppError.badRequest("This player is not registered in the evaluation day's division.", { fields: { player_id: 'other_division' } });
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

/** A walk-up: a new registration in the division (its person is matched like an import's) and a bib. */
export async function checkInWalkUp(ctx: LeagueContext, eventId: number, input: WalkUpInput): Promise<CheckInDto> {
  const event = await requireEvent(ctx, eventId);
  const row = await runTransaction(ctx.db, async (tx) => {
    await lockDivisions(tx, [event.divisionId]);
    await requireRoomInDivision(tx, event.division, 1);
    const player = await repo.insertWalkUpPlayer(tx, {
      leagueId: ctx.leagueId,
      divisionId: event.divisionId,
      name: input.name,
      email: input.email ?? null,
      dateOfBirth: input.date_of_birth ? new Date(input.date_of_birth) : null,
    });
    return repo.insertCheckIn(tx, { eventId, playerId: player.id, bib: await repo.takeNextBib(tx, eventId), walkUp: true });
  });
  return toCheckInDto(row);
}

/** The desk's list: the division's players (a search by name or household), with bibs. */
export async function listDeskPlayers(ctx: LeagueContext, eventId: number, search: string | undefined): Promise<{ count: number; results: EvaluationDeskPlayerDto[] }> {
  const event = await requireEvent(ctx, eventId);
  const rows = await repo.findDeskPlayers(ctx.db, eventId, event.divisionId, search?.trim() || undefined);
  return {
    count: rows.length,
    results: rows.map((p) => ({
      player_id: p.id,
      name: p.name,
      date_of_birth: p.dateOfBirth ? dateOnly(p.dateOfBirth) : null,
      household: p.participant?.household?.name ?? null,
      bib: p.evaluationCheckIns[0]?.bib ?? null,
      walk_up: p.evaluationCheckIns[0]?.walkUp ?? false,
    })),
  };
}
