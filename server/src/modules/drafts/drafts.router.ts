import { Router, type Request } from 'express';
import { createDraftInputSchema, makeDraftPickInputSchema } from '@league/contract';
import { systemClock, type AppDeps } from '../../lib/deps.js';
import type { Db } from '../../lib/db/database.js';
import { AppError } from '../../lib/app-error.js';
import { parseIdParam } from '../../lib/path-id.js';
import { hasRole, leagueAdmins, leagueContext, requireRole } from '../../lib/permissions.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate } from '../../middleware/authenticate.js';
import { createInProcessDraftEvents } from './draft-events.js';
import { createDraftRooms } from './draft-room.js';
import { createStreamCaps, streamDraft } from './draft-stream.js';
import { controlDraft } from './draft-controls.service.js';
import { finishDraft } from './finish-draft.service.js';
import { suggestPick } from './suggest-pick.js';
import { showCoachesOnly } from './draft-figures.js';
import { createDraft, findCoachSeat, makePick } from './drafts.service.js';
import { findDraftInLeague } from './drafts.repository.js';

const tokenPattern = /^Token\s+([A-Za-z0-9]+)$/;
const coachKey = (req: Request) => tokenPattern.exec(req.get('authorization')?.trim() ?? '')?.[1] ?? (typeof req.query.key === 'string' ? req.query.key : undefined);

/** Mounted under /drafts: open a draft room, coaches' picks, the state and its live stream. */
export function createDraftsRouter(deps: AppDeps): Router {
  const { db, config, logger, clock = systemClock } = deps;
  const events = deps.draftEvents ?? createInProcessDraftEvents();
  const rooms = createDraftRooms({ db, events, logger });
  const streamCaps = createStreamCaps(config);
  const router = Router();
  const admins = [authenticate(db), requireRole(leagueAdmins)];

  router.post('/', ...admins, async (req, res) => {
    res.status(201).json(await createDraft(leagueContext(db, req), config, parseInput(createDraftInputSchema, req.body)));
  });

  for (const control of ['start', 'pause', 'resume', 'undo'] as const) {
    router.post(`/:id/${control}/`, ...admins, async (req, res) => {
      res.json(await controlDraft(leagueContext(db, req), { events, logger, clock }, parseIdParam(req.params.id, 'Draft'), control));
    });
  }

  router.post('/:id/finish/', ...admins, async (req, res) => {
    res.json(await finishDraft(leagueContext(db, req), { events, logger }, parseIdParam(req.params.id, 'Draft')));
  });

  router.post('/:id/picks/', async (req, res) => {
    const seat = await findCoachSeat(db, parseIdParam(req.params.id, 'Draft'), coachKey(req));
    const input = parseInput(makeDraftPickInputSchema, req.body);
    res.status(201).json(await makePick({ db, events, logger, clock }, seat, input.player_id));
  });

  router.get('/:id/', async (req, res) => {
    const id = parseIdParam(req.params.id, 'Draft');
    const seat = await requireViewer(db, req, id);
    const state = await rooms.state(id);
    // A coach's page needs to know which team is theirs: only their own key tells it. Coaches
    // get only the figures the admin let them see (decision 0090).
    res.json(seat ? { ...showCoachesOnly(state), your_team_id: seat.teamId } : state);
  });

  // Any time, for the coach on the clock or anyone watching: what the auto-pick would choose now.
  router.get('/:id/suggestion/', async (req, res) => {
    const id = parseIdParam(req.params.id, 'Draft');
    await requireViewer(db, req, id);
    const state = await rooms.state(id);
    res.json({ on_the_clock: state.on_the_clock, suggestion: suggestPick(state) });
  });

  router.get('/:id/events/', async (req, res) => {
    const id = parseIdParam(req.params.id, 'Draft');
    const seat = await requireViewer(db, req, id);
    // Counted per seat (one key each) or per signed-in admin.
    const viewer = seat ? { kind: 'coach' as const, key: `seat:${id}:${seat.teamId}` } : { kind: 'admin' as const, key: `user:${req.user!.id}` };
    streamDraft(req, res, rooms, streamCaps, id, viewer);
  });

  return router;
}

// A coach of this draft (key in the header, or ?key= for EventSource, which sends no headers),
// or a league admin signed in. Answers the coach's seat, or null for the admin.
async function requireViewer(db: Db, req: Request, draftId: number): Promise<{ teamId: number } | null> {
  const key = coachKey(req);
  if (key) {
    const seat = await findCoachSeat(db, draftId, key).catch(() => null);
    if (seat) return seat;
  }
  await new Promise<void>((resolve, reject) => void authenticate(db)(req, {} as never, (error?: unknown) => (error ? reject(error as Error) : resolve())));
  const ctx = leagueContext(db, req);
  if (!hasRole(ctx.user, leagueAdmins)) throw AppError.notFound('Draft');
  if (!(await findDraftInLeague(db, draftId, ctx.leagueId))) throw AppError.notFound('Draft');
  return null;
}
