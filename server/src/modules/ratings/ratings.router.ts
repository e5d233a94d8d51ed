import { Router } from 'express';
import { createCoachLinksInputSchema, divisionQuerySchema, ratingHistoryQuerySchema, seasonRaterReviewQuerySchema, setRatingScaleInputSchema, standardiseRaterInputSchema } from '@league/contract';
import { systemClock, type AppDeps } from '../../lib/deps.js';
import { parseIdParam } from '../../lib/path-id.js';
import { leagueAdmins, leagueContext, requireRole } from '../../lib/permissions.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate } from '../../middleware/authenticate.js';
import { createCoachLinks, listCoachLinks, listSubmittedCoachRatings, revokeCoachLink } from './coach-links.service.js';
import { getRatingHistory } from './rating-history.service.js';
import { listDivisionScales, setDivisionScale } from './rating-scales.service.js';
import { reviewRaters, standardiseRater } from './rater-review.service.js';
import { reviewSeasonRaters } from './season-rater-review.service.js';

/** /ratings/...: league admins' side of rating sources (decisions 0044, 0045). The CSV import is people's (/ratings/import/). */
export function createRatingsRouter({ db, clock = systemClock }: AppDeps): Router {
  const router = Router();
  router.use(authenticate(db), requireRole(leagueAdmins));
  const division = (query: unknown) => parseInput(divisionQuerySchema, query).division_id;

  router.get('/scales/', async (req, res) => {
    res.json(await listDivisionScales(leagueContext(db, req), division(req.query)));
  });
  router.put('/scales/', async (req, res) => {
    res.json(await setDivisionScale(leagueContext(db, req), parseInput(setRatingScaleInputSchema, req.body ?? {})));
  });
  router.get('/history/', async (req, res) => {
    res.json(await getRatingHistory(leagueContext(db, req), parseInput(ratingHistoryQuerySchema, req.query).participant_id));
  });
  router.get('/coach-links/', async (req, res) => {
    res.json(await listCoachLinks(leagueContext(db, req), division(req.query), clock()));
  });
  router.post('/coach-links/', async (req, res) => {
    res.status(201).json(await createCoachLinks(leagueContext(db, req), parseInput(createCoachLinksInputSchema, req.body ?? {}), clock()));
  });
  router.post('/coach-links/:id/revoke/', async (req, res) => {
    res.json(await revokeCoachLink(leagueContext(db, req), parseIdParam(req.params.id, 'Coach link'), clock()));
  });
  router.get('/coach-ratings/', async (req, res) => {
    res.json(await listSubmittedCoachRatings(leagueContext(db, req), division(req.query)));
  });
  router.get('/raters/', async (req, res) => {
    res.json(await reviewRaters(leagueContext(db, req), division(req.query)));
  });
  router.get('/raters/season/', async (req, res) => {
    res.json(await reviewSeasonRaters(leagueContext(db, req), parseInput(seasonRaterReviewQuerySchema, req.query).season_id));
  });
  router.post('/raters/standardise/', async (req, res) => {
    res.json(await standardiseRater(leagueContext(db, req), parseInput(standardiseRaterInputSchema, req.body ?? {})));
  });
  return router;
}
