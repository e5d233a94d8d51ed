import type { Request, Response } from 'express';
import type { DraftEventDto } from '@league/contract';
import type { Db } from '../../lib/db/database.js';
import type { DraftBusEvent, DraftEvents, DraftPickEvent } from '../../lib/draft-events.js';
import type { Logger } from '../../lib/logger.js';
import { readDraftState } from './drafts.service.js';
import { showCoachesOnly } from './draft-figures.js';

const heartbeatMs = 25_000;

/**
 * Server-sent events: the whole state on connect (a coach who dropped rejoins where the draft
 * is), then each pick, and the whole state again after a pause, resume or undo. Picks heard while the state is read wait, and those the state already
 * holds are skipped, so nothing is shown twice or missed.
 */
export async function streamDraft(req: Request, res: Response, deps: { db: Db; events: DraftEvents; logger: Logger }, draftId: number, viewer: 'coach' | 'admin') {
  res.status(200).set({ 'Content-Type': 'text/event-stream; charset=utf-8', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
  res.flushHeaders();
  const send = (event: DraftEventDto, id?: number) => res.write(`${id ? `id: ${id}\n` : ''}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  let known = -1;
  let waiting: DraftBusEvent[] | null = [];
  const onEvent = (event: DraftBusEvent) => {
    if (waiting) return void waiting.push(event);
    if (event.type === 'changed') return onResync();
    onPick(event);
  };
  const onPick = (event: DraftPickEvent) => {
    if (event.pick.pick_number <= known) return;
    known = event.pick.pick_number;
    send(event, event.pick.pick_number);
  };
  const sendState = async () => {
    const full = await readDraftState(deps.db, draftId);
    // The state is the truth: after an undo, the next pick reuses the undone number.
    known = full.picks.length;
    // A coach's stream never carries the figures the admin hid (decision 0090).
    send({ type: 'state', draft: viewer === 'coach' ? showCoachesOnly(full) : full });
  };
  const onResync = () => void sendState().catch((error: unknown) => deps.logger.warn({ err: error }, 'Could not resend a draft state.'));
  const unsubscribe = deps.events.subscribe(draftId, onEvent, onResync);
  const heartbeat = setInterval(() => res.write(': still here\n\n'), heartbeatMs);
  req.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
  try {
    await sendState();
  } catch (error) {
    deps.logger.warn({ err: error }, 'Could not send a draft state.');
    res.end();
    return;
  }
  const held = waiting;
  waiting = null;
  for (const event of held) onEvent(event);
}
