/** The live coach draft (issue 28, decision 0076). */
export { createDraftsRouter } from './drafts.router.js';
export { startPgDraftEvents, createInProcessDraftEvents } from './draft-events.js';
export { startDraftClock, autoPickExpiredTurns } from './draft-clock.js';
