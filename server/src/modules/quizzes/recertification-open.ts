import type { Request } from 'express';
import type { QuizDto } from '@league/contract';
import { systemClock, type AppDeps } from '../../lib/deps.js';
import { queueRecertificationReminders } from '../certification/index.js';

/**
 * After a manager set a quiz active: a recertification quiz whose window is open reminds, at once,
 * every referee certified for an older edition (decision 0082). One with a later start date is
 * left to the hourly reminder sweep; the outbox's keys make a second activation write nothing.
 */
export async function remindWhenRecertificationOpens(deps: AppDeps, req: Request, quiz: QuizDto): Promise<void> {
  if (quiz.status !== 'active' || !quiz.recertification_edition) return;
  // The link must open the league's site: the configured address, else the one the manager used.
  const publicUrl = deps.config.PUBLIC_URL ?? `${req.protocol}://${req.get('host')}`;
  const ids = await queueRecertificationReminders(deps.db, (deps.clock ?? systemClock)(), publicUrl, quiz.id);
  deps.notifier?.dispatch(ids);
}
