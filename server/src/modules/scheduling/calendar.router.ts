import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/app-error.js';
import { calendarFeed } from './publish/calendar-feed.service.js';

const tokenPattern = /^([0-9a-f]{64})\.ics$/;

/**
 * GET /api/public/calendars/{token}.ics: a team's, family's or coach's games as a calendar a
 * phone subscribes to. The link is the only key (no account); a withdrawn one is a 404.
 */
export function createCalendarFeedRouter({ db }: AppDeps): Router {
  const router = Router();
  router.get('/:file', async (req, res) => {
    const token = tokenPattern.exec(req.params.file)?.[1];
    if (!token) throw AppError.notFound('Calendar');
    const { ics } = await calendarFeed(db, token);
    res.set('Cache-Control', 'private, max-age=300').type('text/calendar; charset=utf-8').send(ics);
  });
  return router;
}
