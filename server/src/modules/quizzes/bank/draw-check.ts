import { AppError } from '../../../lib/app-error.js';
import type { Db } from '../../../lib/db/database.js';
import { findShortCategory, type DrawRule } from '../drawing/question-draw.js';
import { countByCategory } from './bank.repository.js';
import { countPoolByCategory, listDrawPool, recertificationPoolWords } from '../drawing/draw-pool.js';

/**
 * A draw may only ask as many approved questions of a category as the bank has (checked on save,
 * activation and start); a recertification draw only as many of its edition's rule-change ones.
 */
export async function assertDrawFits(db: Db, leagueId: number, rules: DrawRule[], recertificationEdition: string | null = null): Promise<void> {
  if (recertificationEdition) {
    const pool = await listDrawPool(db, leagueId, rules.map((r) => r.category), recertificationEdition);
    const problem = findShortCategory(rules, countPoolByCategory(pool), recertificationPoolWords(recertificationEdition));
    if (problem) throw AppError.badRequest(problem, { fields: { draw_rules: problem } }, 'draw_short');
    return;
  }
  const counts = await countByCategory(db, leagueId);
  const problem = findShortCategory(rules, new Map(counts.map((c) => [c.category, c.approved])));
  if (problem) throw AppError.badRequest(problem, { fields: { draw_rules: problem } }, 'draw_short');
}
