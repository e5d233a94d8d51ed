import { Router, type Request } from 'express';
import { systemClock, type AppDeps } from '../../lib/deps.js';
import { parseInput } from '../../lib/validate.js';
import { parseIdParam } from '../../lib/path-id.js';
import { leagueContext, requireCertificationManager } from '../../lib/permissions.js';
import { authenticate, currentUser } from '../../middleware/authenticate.js';
import { certificateListQuerySchema, createCertificationLevelInputSchema, eligibilityQuerySchema, markClinicInputSchema, revokeCertificateInputSchema } from '@league/contract';
import * as levels from './certification.service.js';
import * as certificates from './certificates.service.js';
import { eligibilityCsv, listEligibleReferees } from './eligibility.service.js';
import { createVerifyRateLimit } from './verify-rate-limit.js';
import { getReminderOutbox } from './reminder-outbox.service.js';
import { listCertificates } from './certificate-list.service.js';

/** Certification under /referees: levels, clinics, the caller's statuses, certificates, eligibility. */
export function createCertificationRouter(deps: AppDeps): Router {
  const { db, config, notifier, clock = systemClock } = deps;
  const router = Router();
  const manage = [authenticate(db), requireCertificationManager()];
  // The QR code must open the public page: the configured address, else the one asked on.
  const publicUrl = (req: Request) => config.PUBLIC_URL ?? `${req.protocol}://${req.get('host')}`;

  router.get('/certification_levels/', ...manage, async (req, res) => {
    res.json(await levels.listCertificationLevels(leagueContext(db, req)));
  });

  router.post('/certification_levels/', ...manage, async (req, res) => {
    const input = parseInput(createCertificationLevelInputSchema, req.body);
    res.status(201).json(await levels.createCertificationLevel(leagueContext(db, req), input));
  });

  router.put('/certification_levels/:id/', ...manage, async (req, res) => {
    const input = parseInput(createCertificationLevelInputSchema, req.body);
    res.json(await levels.updateCertificationLevel(leagueContext(db, req), parseIdParam(req.params.id, 'Certification level'), input));
  });

  router.get('/certificates/', ...manage, async (req, res) => {
    const query = parseInput(certificateListQuerySchema, req.query);
    res.json(await listCertificates(leagueContext(db, req), query, clock()));
  });

  router.post('/certification_levels/:id/clinic/', ...manage, async (req, res) => {
    const input = parseInput(markClinicInputSchema, req.body);
    res.json(await levels.markClinicAttendance(leagueContext(db, req), parseIdParam(req.params.id, 'Certification level'), input, clock()));
  });

  router.get('/certification_status/', authenticate(db), async (req, res) => {
    const user = currentUser(req);
    res.json(await levels.getRefereeLevelStatuses(db, user.leagueId, user.id, clock()));
  });

  router.get('/certificates/:code/pdf/', authenticate(db), async (req, res) => {
    const { pdf, filename } = await certificates.getCertificatePdf(leagueContext(db, req), String(req.params.code), publicUrl(req));
    res.set('Content-Disposition', `attachment; filename="${filename}"`).type('application/pdf').send(Buffer.from(pdf));
  });

  router.post('/certificates/:code/revoke/', ...manage, async (req, res) => {
    const input = parseInput(revokeCertificateInputSchema, req.body);
    res.json(await certificates.revokeCertificate(leagueContext(db, req), String(req.params.code), input.reason, clock()));
  });

  router.get('/certification_reminders/', ...manage, async (req, res) => {
    res.json(await getReminderOutbox(leagueContext(db, req), notifier));
  });

  router.get('/eligibility/', ...manage, async (req, res) => {
    const query = parseInput(eligibilityQuerySchema, req.query);
    const list = await listEligibleReferees(leagueContext(db, req), query.level, query.on);
    if (query.format === 'csv') {
      res.set('Content-Disposition', `attachment; filename="eligible-${query.on}.csv"`).type('text/csv; charset=utf-8').send(eligibilityCsv(list));
      return;
    }
    res.json(list);
  });

  return router;
}

/** GET public/certificates/{code}/: anyone may verify a code, within the rate limit. */
export function createPublicCertificatesRouter(deps: AppDeps): Router {
  const { db, clock = systemClock } = deps;
  const router = Router();
  router.get('/:code/', createVerifyRateLimit(deps), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await certificates.verifyCertificate(db, String(req.params.code), clock()));
  });
  return router;
}
