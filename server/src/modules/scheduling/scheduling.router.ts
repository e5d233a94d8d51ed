import { Router } from 'express';
import { systemClock, type AppDeps } from '../../lib/deps.js';
import { parseIdParam } from '../../lib/path-id.js';
import { leagueAdmins, leagueContext, requireRole } from '../../lib/permissions.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate } from '../../middleware/authenticate.js';
import { readUploadedCsv, receiveCsvUpload } from '../../middleware/csv-upload.js';
import { buildScheduleInputSchema, closeGymTimeInputSchema, moveGameInputSchema, publishScheduleInputSchema, teamBlackoutDatesInputSchema, venueTravelInputSchema } from '@league/contract';
import { setTeamBlackoutDates, setVenueTravel } from './schedule-rules.service.js';
import { buildSeasonSchedule } from './build-schedule.service.js';
import { closeGymTime } from './close-gym-time.service.js';
import { moveGame } from './move-game.service.js';
import { importGymTime } from './gym-time/import-gym-time.js';
import { listCalendarLinks, withdrawCalendarLink } from './publish/calendar-links.service.js';
import { publishSchedule } from './publish/publish-schedule.service.js';
import { readGymTime, readSeasonSchedule } from './read-schedule.service.js';
import { schedulerFor } from './worker/scheduler-pool.js';

/** The season's gym time and schedule (issue 40), under /api/seasons/{id}/: league administrators only. */
export function createSchedulingRouter(deps: AppDeps): Router {
  const { db, config, clock = systemClock } = deps;
  const router = Router();
  const scheduler = schedulerFor(deps);
  const admin = [authenticate(db), requireRole(leagueAdmins)];

  router.post('/:id/gym_time/', ...admin, receiveCsvUpload, async (req, res) => {
    const seasonId = parseIdParam(req.params.id, 'Season');
    res.status(201).json(await importGymTime(leagueContext(db, req), seasonId, readUploadedCsv(req.file)));
  });

  router.get('/:id/gym_time/', ...admin, async (req, res) => {
    res.json(await readGymTime(leagueContext(db, req), parseIdParam(req.params.id, 'Season')));
  });

  router.get('/:id/schedule/', ...admin, async (req, res) => {
    res.json(await readSeasonSchedule(leagueContext(db, req), parseIdParam(req.params.id, 'Season')));
  });

  router.post('/:id/schedule/', ...admin, async (req, res) => {
    const seasonId = parseIdParam(req.params.id, 'Season');
    const input = parseInput(buildScheduleInputSchema, req.body ?? {});
    const schedule = await buildSeasonSchedule(leagueContext(db, req), scheduler, seasonId, input);
    res.status(schedule.dry_run ? 200 : 201).json(schedule);
  });

  router.post('/:id/schedule/publish/', ...admin, async (req, res) => {
    const seasonId = parseIdParam(req.params.id, 'Season');
    const input = parseInput(publishScheduleInputSchema, req.body ?? {});
    res.json(await publishSchedule(leagueContext(db, req), { config, notifier: deps.notifier }, seasonId, input));
  });

  router.post('/:id/schedule/close/', ...admin, async (req, res) => {
    const seasonId = parseIdParam(req.params.id, 'Season');
    res.json(await closeGymTime(leagueContext(db, req), scheduler, seasonId, parseInput(closeGymTimeInputSchema, req.body ?? {})));
  });

  router.post('/:id/schedule/games/:gameId/move/', ...admin, async (req, res) => {
    const seasonId = parseIdParam(req.params.id, 'Season');
    const gameId = parseIdParam(req.params.gameId, 'Game');
    res.json(await moveGame(leagueContext(db, req), seasonId, gameId, parseInput(moveGameInputSchema, req.body ?? {})));
  });

  router.put('/:id/teams/:teamId/blackout_dates/', ...admin, async (req, res) => {
    const seasonId = parseIdParam(req.params.id, 'Season');
    const teamId = parseIdParam(req.params.teamId, 'Team');
    res.json(await setTeamBlackoutDates(leagueContext(db, req), seasonId, teamId, parseInput(teamBlackoutDatesInputSchema, req.body ?? {})));
  });

  router.put('/:id/venues/travel/', ...admin, async (req, res) => {
    const seasonId = parseIdParam(req.params.id, 'Season');
    res.json(await setVenueTravel(leagueContext(db, req), seasonId, parseInput(venueTravelInputSchema, req.body ?? {})));
  });

  router.get('/:id/calendars/', ...admin, async (req, res) => {
    res.json(await listCalendarLinks(leagueContext(db, req), config, parseIdParam(req.params.id, 'Season')));
  });

  router.post('/:id/calendars/:feedId/withdraw/', ...admin, async (req, res) => {
    await withdrawCalendarLink(leagueContext(db, req), parseIdParam(req.params.id, 'Season'), parseIdParam(req.params.feedId, 'Calendar link'), clock());
    res.status(204).end();
  });

  return router;
}
