import type { Logger } from '../../lib/logger.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import { describeDraft } from './draft-state.js';
import * as repo from './drafts.repository.js';
import { announcePick, savePick, type PickDeps } from './drafts.service.js';
import { suggestPick } from './suggest-pick.js';

/**
 * When a turn's clock has run out, the suggested pick is made for the team on the clock. Every
 * app instance may run this: the draft's row lock and the expiry checked again under it let
 * only one of them pick, and a coach's pick that won the race simply restarts the clock.
 */
export async function autoPickExpiredTurns(deps: PickDeps, onlyDraftIds?: number[]): Promise<number> {
  const now = deps.clock();
  let made = 0;
  // onlyDraftIds: tests that move the clock touch their own drafts only.
  for (const draftId of await repo.findExpiredTurns(deps.db, now, onlyDraftIds)) {
    const saved = await runTransaction(deps.db, async (tx) => {
      await repo.lockDraft(tx, draftId);
      const board = (await repo.loadDraftBoard(tx, draftId))!;
      const { draft } = board;
      if (draft.status !== 'open' || draft.turnStartedAt.getTime() + draft.pickSeconds * 1000 > now.getTime()) return null;
      const state = describeDraft(board);
      const suggestion = suggestPick(state);
      if (!state.on_the_clock || !suggestion) return null;
      return savePick(tx, board, state.on_the_clock, suggestion.player_id, true, now);
    });
    if (!saved) continue;
    made += 1;
    await announcePick(deps, draftId, saved);
  }
  return made;
}

/** Checks every second; a failure is logged and the next tick tries again. */
export function startDraftClock(deps: PickDeps & { logger: Logger }, everyMs = 1000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    autoPickExpiredTurns(deps)
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'The draft clock could not make an automatic pick.'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
