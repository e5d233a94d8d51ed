import { Router } from 'express';
import { importPlayersInputSchema, linkHouseholdInputSchema, mergeParticipantsInputSchema, participantSearchQuerySchema } from '@league/contract';
import type { AppDeps } from '../../lib/deps.js';
import { leagueAdmins, leagueContext, requireRole } from '../../lib/permissions.js';
import { parseInput } from '../../lib/validate.js';
import { authenticate } from '../../middleware/authenticate.js';
import { readUploadedCsv, receiveCsvUpload } from '../../middleware/csv-upload.js';
import { parseIdParam } from '../../lib/path-id.js';
import { importPlayers } from './import.service.js';
import { getParticipant } from './participant.service.js';
import { linkHousehold, searchParticipants, unlinkHousehold } from './household-link.service.js';
import { mergeParticipants } from './merge-participants.service.js';

/** POST /players/import/: a registration export into a division, previewed (dry_run) or written (decision 0039). */
export function createPlayersImportRouter({ db }: AppDeps): Router {
  const router = Router();
  router.post('/', authenticate(db), requireRole(leagueAdmins), receiveCsvUpload, async (req, res) => {
    const csvText = readUploadedCsv(req.file);
    const input = parseInput(importPlayersInputSchema, req.body ?? {});
    res.json(await importPlayers(leagueContext(db, req), csvText, input));
  });
  return router;
}

/** /participants/: a league's person across seasons, for the player page, their household (decision 0067), and merging two records of one child. */
export function createParticipantsRouter({ db }: AppDeps): Router {
  const router = Router();
  router.use(authenticate(db), requireRole(leagueAdmins));
  router.get('/', async (req, res) => {
    res.json(await searchParticipants(leagueContext(db, req), parseInput(participantSearchQuerySchema, req.query)));
  });
  router.get('/:id/', async (req, res) => {
    res.json(await getParticipant(leagueContext(db, req), parseIdParam(req.params.id, 'Participant')));
  });
  router.post('/:id/household/', async (req, res) => {
    const id = parseIdParam(req.params.id, 'Participant');
    res.json(await linkHousehold(leagueContext(db, req), id, parseInput(linkHouseholdInputSchema, req.body ?? {})));
  });
  router.delete('/:id/household/', async (req, res) => {
    res.json(await unlinkHousehold(leagueContext(db, req), parseIdParam(req.params.id, 'Participant')));
  });
  // Two records of one child become one (issue 37): dry_run (the default) says what would move.
  router.post('/:id/merge/', async (req, res) => {
    const id = parseIdParam(req.params.id, 'Participant');
    res.json(await mergeParticipants(leagueContext(db, req), id, parseInput(mergeParticipantsInputSchema, req.body ?? {})));
  });
  return router;
}
