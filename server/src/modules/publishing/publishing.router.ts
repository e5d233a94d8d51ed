import { Router } from 'express';
import { outboxQuerySchema } from '@league/contract';
import { systemClock, type AppDeps } from '../../lib/deps.js';
import { parseIdParam } from '../../lib/path-id.js';
import { createAddressRateLimit } from '../../lib/rate-limit/address-rate-limit.js';
import { leagueAdmins, leagueContext, requireRole } from '../../lib/permissions.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate } from '../../middleware/authenticate.js';
import { openCoachRoster, revokeCoachLinks } from './coach-page.service.js';
import { issueCoachLink, listCoachLinks } from './coach-links.service.js';
import { exportDivisionOutbox, getDivisionOutbox, resendFailedOutbox, resendOutboxMessage } from './outbox.service.js';
import { getPublicationStatus, publishDivision } from './publishing.service.js';

/** Mounted under /divisions: publish, what publishing would tell, the outbox, withdrawing coach links. */
export function createPublishingRouter({ db, config, notifier, clock = systemClock }: AppDeps): Router {
  const router = Router();
  const admins = [authenticate(db), requireRole(leagueAdmins)];
  const deps = { config, notifier, clock };

  router.post('/:id/publish/', ...admins, async (req, res) => {
    res.status(201).json(await publishDivision(leagueContext(db, req), deps, parseIdParam(req.params.id, 'Division')));
  });

  router.get('/:id/publication/', ...admins, async (req, res) => {
    res.json(await getPublicationStatus(leagueContext(db, req), deps, parseIdParam(req.params.id, 'Division')));
  });

  router.get('/:id/outbox/', ...admins, async (req, res) => {
    const id = parseIdParam(req.params.id, 'Division');
    if (req.query.format === 'csv') {
      const { filename, csv } = await exportDivisionOutbox(leagueContext(db, req), id);
      res.set('Content-Disposition', `attachment; filename="${filename}"`).type('text/csv; charset=utf-8').send(csv);
      return;
    }
    res.json(await getDivisionOutbox(leagueContext(db, req), notifier, id, parseInput(outboxQuerySchema, req.query)));
  });

  // "Send again": every email marked not sent, or one (decision 0079).
  router.post('/:id/outbox/resend/', ...admins, async (req, res) => {
    res.json(await resendFailedOutbox(leagueContext(db, req), notifier, clock, parseIdParam(req.params.id, 'Division')));
  });

  router.post('/:id/outbox/:messageId/resend/', ...admins, async (req, res) => {
    const id = parseIdParam(req.params.id, 'Division');
    res.json(await resendOutboxMessage(leagueContext(db, req), notifier, clock, id, parseIdParam(req.params.messageId, 'Email')));
  });

  router.get('/:id/coach_links/', ...admins, async (req, res) => {
    res.json(await listCoachLinks(leagueContext(db, req), clock, parseIdParam(req.params.id, 'Division')));
  });

  router.post('/:id/teams/:teamId/coach_link/', ...admins, async (req, res) => {
    const id = parseIdParam(req.params.id, 'Division');
    res.status(201).json(await issueCoachLink(leagueContext(db, req), deps, id, parseIdParam(req.params.teamId, 'Team')));
  });

  router.post('/:id/teams/:teamId/revoke_coach_links/', ...admins, async (req, res) => {
    const id = parseIdParam(req.params.id, 'Division');
    res.json(await revokeCoachLinks(leagueContext(db, req), clock, id, parseIdParam(req.params.teamId, 'Team')));
  });

  return router;
}

export const coachRosterOpensPerMinute = 60;

/** Mounted under /coach: the coach's page, opened from the emailed link without an account. */
export function createCoachPageRouter(deps: AppDeps): Router {
  const { db, clock = systemClock } = deps;
  const router = Router();
  // Per address, like the certificate check (decision 0065): a page a coach opens, never a stream.
  const limit = createAddressRateLimit(deps, {
    name: 'coach-roster',
    windowMinutes: 1,
    limit: coachRosterOpensPerMinute,
    message: 'This roster page was opened too many times from this network in the last minute. Wait a minute, then open it again.',
  });
  router.get('/:key/', limit, async (req, res) => {
    res.json(await openCoachRoster(db, clock, String(req.params.key)));
  });
  return router;
}
