import { AppError } from '../../lib/app-error.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import type { DraftEvents } from '../../lib/draft-events.js';
import type { Logger } from '../../lib/logger.js';
import type { LeagueContext } from '../../lib/permissions.js';
import * as repo from './drafts.repository.js';
import { readDraftState } from './drafts.service.js';

export type DraftControl = 'start' | 'pause' | 'resume' | 'undo';

interface ControlDeps {
  events: DraftEvents;
  logger: Logger;
  clock: () => Date;
}

/**
 * The admin's start, pause, resume and undo of the last pick, under the same row lock as picks.
 * Start begins the first team's clock (a draft waits while the links are sent, decision 0187);
 * resume and undo restart the clock of the team on turn, so nobody loses their time to the admin.
 */
export async function controlDraft(ctx: LeagueContext, deps: ControlDeps, draftId: number, control: DraftControl) {
  if (!(await repo.findDraftInLeague(ctx.db, draftId, ctx.leagueId))) throw AppError.notFound('Draft');
  await runTransaction(ctx.db, async (tx) => {
    await repo.lockDraft(tx, draftId);
    const board = (await repo.loadDraftBoard(tx, draftId))!;
    const status = board.draft.status;
    if (status === 'finished') throw AppError.conflict('The draft is finished; it can no longer be changed.');
    if (control === 'start') {
      if (status !== 'waiting') throw AppError.conflict('The draft has already started.');
      await repo.updateDraftStatus(tx, draftId, { status: 'open', turnStartedAt: deps.clock() });
    } else if (status === 'waiting' && control !== 'undo') {
      throw AppError.conflict('The draft has not started yet: start it first.');
    } else if (control === 'pause') {
      if (status === 'paused') throw AppError.conflict('The draft is already paused.');
      await repo.updateDraftStatus(tx, draftId, { status: 'paused' });
    } else if (control === 'resume') {
      if (status !== 'paused') throw AppError.conflict('The draft is not paused.');
      await repo.updateDraftStatus(tx, draftId, { status: 'open', turnStartedAt: deps.clock() });
    } else {
      if (!(await repo.deleteLastPick(tx, draftId))) throw AppError.conflict('No pick has been made yet, so there is nothing to undo.');
      await repo.updateDraftStatus(tx, draftId, { turnStartedAt: deps.clock() });
    }
  });
  await deps.events.publish({ type: 'changed', draft_id: draftId }).catch((error: unknown) => deps.logger.warn({ err: error }, 'A draft change was saved but could not be announced.'));
  return readDraftState(ctx.db, draftId);
}
