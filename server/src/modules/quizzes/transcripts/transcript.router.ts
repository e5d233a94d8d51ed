import { Router } from 'express';
import { systemClock, type AppDeps } from '../../../lib/deps.js';
import { leagueContext } from '../../../lib/permissions.js';
import { getMyTranscript } from './transcript.service.js';

/** GET quizzes/transcript/: the caller's own (authenticated by the quizzes router). */
export function createMyTranscriptRouter({ db, clock = systemClock }: AppDeps): Router {
  const router = Router();
  router.get('/transcript/', async (req, res) => {
    res.json(await getMyTranscript(leagueContext(db, req), clock()));
  });
  return router;
}
