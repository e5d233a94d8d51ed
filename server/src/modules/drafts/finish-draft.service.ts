import type { DraftStateDto } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { lockDivisions } from '../../lib/db/division-lock.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import type { DraftEvents } from '../../lib/draft-events.js';
import type { Logger } from '../../lib/logger.js';
import type { LeagueContext } from '../../lib/permissions.js';
import * as rosters from '../rosters/index.js';
import * as repo from './drafts.repository.js';
import { readDraftState } from './drafts.service.js';

/**
 * Finishing puts each picked player on the team that picked them: the division's draft roster
 * (nothing is published, decision 0054), recorded as a roster version like any other change.
 * Players still in the pool stay unassigned. Division lock first, then the draft's (0030's order).
 */
export async function finishDraft(ctx: LeagueContext, deps: { events: DraftEvents; logger: Logger }, draftId: number): Promise<DraftStateDto & { roster_version: number }> {
  const found = await repo.findDraftDivision(ctx.db, draftId, ctx.leagueId);
  if (!found) throw AppError.notFound('Draft');
  const version = await runTransaction(ctx.db, async (tx) => {
    await lockDivisions(tx, [found.divisionId]);
    await repo.lockDraft(tx, draftId);
    const board = (await repo.loadDraftBoard(tx, draftId))!;
    if (board.draft.status === 'finished') throw AppError.conflict('The draft is already finished.');
    const byTeam = new Map<number | null, number[]>();
    // Only players still unassigned: a player the admin placed meanwhile keeps that team.
    const unassigned = new Set(board.players.filter((p) => p.teamId === null).map((p) => p.id));
    for (const pick of board.draft.picks.filter((p) => unassigned.has(p.playerId))) byTeam.set(pick.teamId, [...(byTeam.get(pick.teamId) ?? []), pick.playerId]);
    await rosters.assignPlayers(tx, found.divisionId, byTeam);
    await repo.updateDraftStatus(tx, draftId, { status: 'finished' });
    const picks = board.draft.picks.length;
    return rosters.recordRosterVersion(tx, ctx, found.divisionId, 'draft', `Coach draft finished: ${picks} player${picks === 1 ? '' : 's'} picked.`);
  });
  await deps.events.publish({ type: 'changed', draft_id: draftId }).catch((error: unknown) => deps.logger.warn({ err: error }, 'A finished draft could not be announced.'));
  return { ...(await readDraftState(ctx.db, draftId)), roster_version: version };
}
