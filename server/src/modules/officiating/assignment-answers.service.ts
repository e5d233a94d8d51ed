import type { DeclineAssignmentInput, OfficialsPublishDto, RefereeGameDto } from '@league/contract';
import type { Prisma } from '../../generated/prisma/client.js';
import { AppError } from '../../lib/app-error.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import { heldNotifier, type Notifier } from '../../lib/notifier.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { queueMessages } from '../notifications/index.js';
import { lockSeason } from '../scheduling/index.js';
import { declineMessage, refereeGamesMessage } from './officials-messages.js';
import * as repo from './officiating.repository.js';
import * as assignments from './assignments.repository.js';
import { findAssignmentsWithGames, type AssignmentWithGame } from './assignments.repository.js';
import { findAssignor } from './assignor-contact.js';
import { toGameLine, toRefereeGameDto } from './referee-games.js';
import { refereeName } from './season-officials-input.js';

type Tx = Prisma.TransactionClient;
const conflictMessage = 'Someone else changed these games at the same moment. Please try again.';

/**
 * Tells referees their proposed games (decision 0166): every proposed assignment of the season
 * becomes published, and each referee with new games gets one email listing them and all their
 * games of the season. Under the season lock, so a decline or a new assignment waits its turn.
 */
export async function publishSeasonOfficials(ctx: LeagueContext, notifier: Notifier | undefined, seasonId: number): Promise<OfficialsPublishDto> {
  const season = await requireInLeague(ctx, 'season', seasonId);
  const result = await runTransaction(ctx.db, async (tx) => {
    await lockSeason(tx, seasonId);
    const proposed = await assignments.findSeasonProposals(tx, seasonId);
    if (proposed.length === 0) throw AppError.badRequest('There are no new officials to publish. Assign officials first.', undefined, 'nothing_to_publish');
    await assignments.publishAssignments(tx, proposed.map((p) => p.id), ctx.user.id);
    const told = await findAssignmentsWithGames(tx, { status: { in: repo.toldStatuses }, refereeId: { in: proposed.map((p) => p.refereeId) }, game: { seasonId } });
    const referees = await repo.findUserContacts(tx, [...new Set(proposed.map((p) => p.refereeId))]);
    const freshIds = new Set(proposed.map((p) => p.id));
    const context = { leagueId: ctx.leagueId, seasonId, seasonName: season.name };
    const messages = referees.filter((r) => r.email).map((r) => {
      const mine = told.filter((a) => a.refereeId === r.id);
      const fresh = mine.filter((a) => freshIds.has(a.id));
      return refereeGamesMessage(context, { id: r.id, name: refereeName(r), email: r.email! }, fresh.map(toGameLine), mine.map(toGameLine), Math.min(...fresh.map((a) => a.id)));
    });
    return { ids: await queueMessages(tx, messages), published: proposed.length, notified: messages.length };
  }, { conflictMessage });
  const sender = notifier ?? heldNotifier;
  sender.dispatch(result.ids);
  return { published: result.published, referees_notified: result.notified, sending: sender.sending };
}

/** The caller's games they were told about (published, accepted, declined), in time order. */
export async function listMyGames(ctx: LeagueContext): Promise<RefereeGameDto[]> {
  const rows = await findAssignmentsWithGames(ctx.db, { refereeId: ctx.user.id, leagueId: ctx.leagueId, status: { in: [...repo.toldStatuses, 'declined'] } });
  return rows.map(toRefereeGameDto);
}

/**
 * The caller's own told assignment, locked for the rest of the transaction: the season first
 * (as the assignor's changes take it), then the row. Another referee's, a proposal not yet told,
 * or another league's answer 404.
 */
async function lockMyAssignment(tx: Tx, ctx: LeagueContext, id: number): Promise<AssignmentWithGame> {
  const found = await assignments.findOwnAssignmentSeason(tx, id, ctx.user.id, ctx.leagueId);
  if (!found) throw AppError.notFound('Assignment');
  await lockSeason(tx, found.game.seasonId);
  await repo.lockAssignment(tx, id);
  const [row] = await findAssignmentsWithGames(tx, { id, refereeId: ctx.user.id, status: { in: [...repo.toldStatuses, 'declined'] } });
  if (!row) throw AppError.notFound('Assignment');
  return row;
}

export async function acceptAssignment(ctx: LeagueContext, id: number): Promise<RefereeGameDto> {
  return runTransaction(ctx.db, async (tx) => {
    const row = await lockMyAssignment(tx, ctx, id);
    if (row.status === 'declined') throw AppError.conflict('You declined this game, so it cannot be accepted now. Ask the assignor if you can still take it.');
    if (row.status === 'accepted') return toRefereeGameDto(row);
    return toRefereeGameDto({ ...row, ...(await assignments.answerAssignment(tx, id, { status: 'accepted' })) });
  }, { conflictMessage });
}

/**
 * A referee declines a game: the slot opens at once (the decline is kept, so the auto-assign never
 * puts them on that game again) and the assignor gets an email with the reason. Declining twice is
 * answered as the first time; a game already accepted may still be declined (plans change).
 */
export async function declineAssignment(ctx: LeagueContext, notifier: Notifier | undefined, id: number, input: DeclineAssignmentInput): Promise<RefereeGameDto> {
  const result = await runTransaction(ctx.db, async (tx) => {
    const row = await lockMyAssignment(tx, ctx, id);
    if (row.status === 'declined') return { dto: toRefereeGameDto(row), ids: [] as number[] };
    const updated = await assignments.answerAssignment(tx, id, { status: 'declined', reason: input.reason });
    const [me] = await repo.findUserNames(tx, [ctx.user.id]);
    const assignor = await findAssignor(tx, ctx.leagueId, row.publishedById);
    const context = { leagueId: ctx.leagueId, seasonId: row.game.seasonId, seasonName: row.game.season.name };
    const ids = assignor.emails.length ? await queueMessages(tx, [declineMessage(context, id, assignor, refereeName(me!), toGameLine(row), input.reason)]) : [];
    return { dto: toRefereeGameDto({ ...row, ...updated }), ids };
  }, { conflictMessage });
  (notifier ?? heldNotifier).dispatch(result.ids);
  return result.dto;
}
