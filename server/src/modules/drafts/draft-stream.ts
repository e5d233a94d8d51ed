import type { Request, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { AppError } from '../../lib/app-error.js';
import type { Config } from '../../config/env.js';
import type { DraftViewer, RoomReader, createDraftRooms } from './draft-room.js';

const heartbeatMs = 25_000;
const stillHere = Buffer.from(': still here\n\n');

/**
 * A reader is dropped when, as a new event is written, more than this is still waiting to reach
 * it from earlier ones (or more than the largest event it was sent, if that is larger): it is a
 * whole state behind, and what it has not read would otherwise pile up in this server's memory.
 * Its browser reconnects by itself and gets the state then.
 */
export const slowReaderBytes = 256 * 1024;

type Rooms = ReturnType<typeof createDraftRooms>;

/** Open streams on this server, per key (a coach link, or an admin's sign-in) and per address. */
export function createStreamCaps(config: Pick<Config, 'DRAFT_STREAMS_PER_KEY' | 'DRAFT_STREAMS_PER_ADDRESS'>) {
  const perKey = new Map<string, number>();
  const perAddress = new Map<string, number>();
  const change = (counts: Map<string, number>, key: string, by: number) => {
    const next = (counts.get(key) ?? 0) + by;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };
  return {
    /** Counts a stream in, or refuses it with a sentence; the answer counts it out (once). */
    admit(key: string, address: string): () => void {
      if ((perKey.get(key) ?? 0) >= config.DRAFT_STREAMS_PER_KEY) {
        throw AppError.tooManyRequests(`This draft is already open in ${config.DRAFT_STREAMS_PER_KEY} windows with the same link or sign-in. Close one of them, then open the draft again.`, 60);
      }
      if ((perAddress.get(address) ?? 0) >= config.DRAFT_STREAMS_PER_ADDRESS) {
        throw AppError.tooManyRequests(`${config.DRAFT_STREAMS_PER_ADDRESS} live drafts are already open from this network. Close some of them, then open the draft again.`, 60);
      }
      change(perKey, key, 1);
      change(perAddress, address, 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        change(perKey, key, -1);
        change(perAddress, address, -1);
      };
    },
  };
}

/**
 * Server-sent events (decision 0076): the whole state on connect (a coach who dropped rejoins
 * where the draft is), then each pick, and the whole state again after a pause, resume or undo.
 * The draft's room reads the state once for everyone (decision 0103); this stream only writes,
 * and drops itself when its reader does not keep up.
 */
export function streamDraft(req: Request, res: Response, rooms: Rooms, caps: ReturnType<typeof createStreamCaps>, draftId: number, viewer: { kind: DraftViewer; key: string }) {
  const release = caps.admit(viewer.key, ipKeyGenerator(req.ip ?? 'unknown'));
  // The headers leave with the first state, in one write: when many join at once, a write of the
  // headers alone would double the socket writes the server makes before anyone sees the draft.
  res.status(200).set({ 'Content-Type': 'text/event-stream; charset=utf-8', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
  let allowance = slowReaderBytes;
  const reader: RoomReader = {
    viewer: viewer.kind,
    known: -1,
    ready: false,
    write(bytes) {
      if (res.destroyed) return false;
      if (res.writableLength > allowance) {
        req.log?.info({ draftId, waitingBytes: res.writableLength }, 'draft stream dropped: its reader is not keeping up');
        res.destroy();
        return false;
      }
      allowance = Math.max(allowance, bytes.length);
      res.write(bytes);
      return true;
    },
    end: () => void res.end(),
  };
  const leave = rooms.enter(draftId, reader);
  const heartbeat = setInterval(() => reader.write(stillHere), heartbeatMs);
  res.on('close', () => {
    clearInterval(heartbeat);
    leave();
    release();
  });
}
