import { Router, type Response } from 'express';
import {
  assignOfficialsInputSchema, declineAssignmentInputSchema, divisionOfficiatingInputSchema, officialsChangeInputSchema, payStatementQuerySchema, refereeAvailabilityInputSchema,
  refereeRelationsInputSchema, seasonOfficialsSettingsInputSchema, takeOpenGameInputSchema,
} from '@league/contract';
import { systemClock, type AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/app-error.js';
import { parseIdParam } from '../../lib/path-id.js';
import { leagueContext, requireOfficialsAssignor, requireRole } from '../../lib/permissions.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate } from '../../middleware/authenticate.js';
import { acceptAssignment, declineAssignment, listMyGames, publishSeasonOfficials } from './assignment-answers.service.js';
import { assignSeasonOfficials } from './assign-officials.service.js';
import { changeSeasonOfficials } from './change-officials.service.js';
import { listPlaceCandidates, listPlaceReplacements } from './officials-board.service.js';
import {
  getDivisionOfficiating, getMyAvailability, getSeasonOfficialsSettings, setDivisionOfficiating, setMyAvailability, setRefereeRelations, setSeasonOfficialsSettings,
} from './officiating-settings.service.js';
import { myPayCsv, seasonPayCsv } from './pay-statement-csv.js';
import { getMyPayStatement, getSeasonPayStatement } from './pay-statement.service.js';
import { getMyCalendarLink, makeMyCalendarLink, refereeCalendarFeed, withdrawMyCalendarLink } from './referee-calendar.service.js';
import { listSeasonOfficials } from './season-officials-view.service.js';
import { listMyOpenGames, takeOpenGame } from './self-assign.service.js';
import { officialsPoolFor } from './worker/officials-pool.js';

const refereesOnly = requireRole(['referee', 'referee_admin'], 'Only referees have games to officiate and availability to give.');
const assignors = requireOfficialsAssignor();

function sendCsv(res: Response, file: { filename: string; csv: string }) {
  res.set('Content-Disposition', `attachment; filename="${file.filename}"`).type('text/csv; charset=utf-8').send(file.csv);
}

/** What a division's games need (issue 41), under /api/divisions/{id}/officiating/: the assignors (decision 0195). */
export function createDivisionOfficiatingRouter({ db }: AppDeps): Router {
  const router = Router();
  router.get('/:id/officiating/', authenticate(db), assignors, async (req, res) => {
    res.json(await getDivisionOfficiating(leagueContext(db, req), parseIdParam(req.params.id, 'Division')));
  });
  router.put('/:id/officiating/', authenticate(db), assignors, async (req, res) => {
    const divisionId = parseIdParam(req.params.id, 'Division');
    res.json(await setDivisionOfficiating(leagueContext(db, req), divisionId, parseInput(divisionOfficiatingInputSchema, req.body ?? {})));
  });
  return router;
}

/** A referee's relations (the admin's) and availability, games, open games to take, pay and calendar link (the referee's own), under /api/referees/. */
export function createRefereeOfficiatingRouter(deps: AppDeps): Router {
  const { db, config, notifier, clock = systemClock } = deps;
  const router = Router();
  const pool = officialsPoolFor(deps);
  router.get('/me/availability/', authenticate(db), refereesOnly, async (req, res) => {
    res.json(await getMyAvailability(leagueContext(db, req)));
  });
  router.put('/me/availability/', authenticate(db), refereesOnly, async (req, res) => {
    res.json(await setMyAvailability(leagueContext(db, req), parseInput(refereeAvailabilityInputSchema, req.body ?? {})));
  });
  router.get('/me/games/', authenticate(db), refereesOnly, async (req, res) => {
    res.json(await listMyGames(leagueContext(db, req)));
  });
  router.get('/me/open-games/', authenticate(db), refereesOnly, async (req, res) => {
    res.json(await listMyOpenGames(leagueContext(db, req), pool, clock()));
  });
  router.post('/me/open-games/', authenticate(db), refereesOnly, async (req, res) => {
    const input = parseInput(takeOpenGameInputSchema, req.body ?? {});
    res.status(201).json(await takeOpenGame(leagueContext(db, req), pool, notifier, clock(), input));
  });
  router.get('/me/pay/', authenticate(db), refereesOnly, async (req, res) => {
    const query = parseInput(payStatementQuerySchema, req.query);
    const statement = await getMyPayStatement(leagueContext(db, req), query);
    if (query.format === 'csv') sendCsv(res, myPayCsv(statement));
    else res.json(statement);
  });
  router.get('/me/calendar/', authenticate(db), refereesOnly, async (req, res) => {
    res.json(await getMyCalendarLink(leagueContext(db, req), config));
  });
  router.post('/me/calendar/', authenticate(db), refereesOnly, async (req, res) => {
    res.status(201).json(await makeMyCalendarLink(leagueContext(db, req), config, clock()));
  });
  router.post('/me/calendar/withdraw/', authenticate(db), refereesOnly, async (req, res) => {
    await withdrawMyCalendarLink(leagueContext(db, req), clock());
    res.status(204).end();
  });
  router.put('/:id/relations/', authenticate(db), assignors, async (req, res) => {
    const refereeId = parseIdParam(req.params.id, 'Referee');
    res.json(await setRefereeRelations(leagueContext(db, req), refereeId, parseInput(refereeRelationsInputSchema, req.body ?? {})));
  });
  return router;
}

/** The season's officials settings, auto-assign, the board's changes by hand, its publication and the referees' pay, under /api/seasons/{id}/officials/. */
export function createSeasonOfficialsRouter(deps: AppDeps): Router {
  const { db, notifier } = deps;
  const router = Router();
  const pool = officialsPoolFor(deps);
  router.get('/:id/officials/', authenticate(db), assignors, async (req, res) => {
    res.json(await listSeasonOfficials(leagueContext(db, req), parseIdParam(req.params.id, 'Season')));
  });
  router.get('/:id/officials/pay/', authenticate(db), assignors, async (req, res) => {
    const seasonId = parseIdParam(req.params.id, 'Season');
    const query = parseInput(payStatementQuerySchema, req.query);
    const statement = await getSeasonPayStatement(leagueContext(db, req), seasonId, query);
    if (query.format === 'csv') sendCsv(res, seasonPayCsv(statement));
    else res.json(statement);
  });
  router.get('/:id/officials/settings/', authenticate(db), assignors, async (req, res) => {
    res.json(await getSeasonOfficialsSettings(leagueContext(db, req), parseIdParam(req.params.id, 'Season')));
  });
  router.put('/:id/officials/settings/', authenticate(db), assignors, async (req, res) => {
    const seasonId = parseIdParam(req.params.id, 'Season');
    res.json(await setSeasonOfficialsSettings(leagueContext(db, req), seasonId, parseInput(seasonOfficialsSettingsInputSchema, req.body ?? {})));
  });
  router.post('/:id/officials/assign/', authenticate(db), assignors, async (req, res) => {
    const seasonId = parseIdParam(req.params.id, 'Season');
    res.json(await assignSeasonOfficials(leagueContext(db, req), pool, notifier, seasonId, parseInput(assignOfficialsInputSchema, req.body ?? {})));
  });
  router.get('/:id/officials/games/:gameId/places/:role/candidates/', authenticate(db), assignors, async (req, res) => {
    const [seasonId, gameId] = [parseIdParam(req.params.id, 'Season'), parseIdParam(req.params.gameId, 'Game')];
    res.json(await listPlaceCandidates(leagueContext(db, req), pool, seasonId, gameId, String(req.params.role)));
  });
  router.get('/:id/officials/games/:gameId/places/:role/replacements/', authenticate(db), assignors, async (req, res) => {
    const [seasonId, gameId] = [parseIdParam(req.params.id, 'Season'), parseIdParam(req.params.gameId, 'Game')];
    res.json(await listPlaceReplacements(leagueContext(db, req), pool, seasonId, gameId, String(req.params.role)));
  });
  router.post('/:id/officials/changes/', authenticate(db), assignors, async (req, res) => {
    const seasonId = parseIdParam(req.params.id, 'Season');
    res.json(await changeSeasonOfficials(leagueContext(db, req), pool, notifier, seasonId, parseInput(officialsChangeInputSchema, req.body ?? {})));
  });
  router.post('/:id/officials/publish/', authenticate(db), assignors, async (req, res) => {
    res.json(await publishSeasonOfficials(leagueContext(db, req), notifier, parseIdParam(req.params.id, 'Season')));
  });
  return router;
}

/** A referee's answer to one of their games, under /api/assignments/{id}/. */
export function createAssignmentsRouter({ db, notifier }: AppDeps): Router {
  const router = Router();
  router.post('/:id/accept/', authenticate(db), refereesOnly, async (req, res) => {
    res.json(await acceptAssignment(leagueContext(db, req), parseIdParam(req.params.id, 'Assignment')));
  });
  router.post('/:id/decline/', authenticate(db), refereesOnly, async (req, res) => {
    const input = parseInput(declineAssignmentInputSchema, req.body ?? {});
    res.json(await declineAssignment(leagueContext(db, req), notifier, parseIdParam(req.params.id, 'Assignment'), input));
  });
  return router;
}

const feedFile = /^([0-9a-f]{64})\.ics$/;

/**
 * GET /api/public/calendars/referee/{token}.ics: a referee's games to officiate as a calendar a
 * phone subscribes to (decision 0176). The link is the only key; a withdrawn one is a 404.
 */
export function createRefereeCalendarFeedRouter({ db }: AppDeps): Router {
  const router = Router();
  router.get('/:file', async (req, res) => {
    const token = feedFile.exec(req.params.file)?.[1];
    if (!token) throw AppError.notFound('Calendar');
    const ics = await refereeCalendarFeed(db, token);
    res.set('Cache-Control', 'private, max-age=300').type('text/calendar; charset=utf-8').send(ics);
  });
  return router;
}
