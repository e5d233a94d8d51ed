import { AppError } from '../../../lib/app-error.js';
import type { Db } from '../../../lib/db/database.js';
import { findShortCategory, type DrawRule } from '../question-draw.js';
import { countByCategory } from './bank.repository.js';

/** A draw may only ask as many approved questions of a category as the bank has (checked on save, activation and start). */
export async function assertDrawFits(db: Db, leagueId: number, rules: DrawRule[]): Promise<void> {
  const counts = await countByCategory(db, leagueId);
  const problem = findShortCategory(rules, new Map(counts.map((c) => [c.category, c.approved])));
  if (problem) throw AppError.badRequest(problem, { fields: { draw_rules: problem } }, 'draw_short');
}
