import type { Db } from '../../../lib/db/database.js';
import type { Prisma } from '../../../generated/prisma/client.js';
import { ruleChangeTag } from '@league/contract';
import { listApprovedInCategories, listApprovedWithEditions } from '../bank/bank.repository.js';
import type { BankEntry } from './question-draw.js';

type Tx = Db | Prisma.TransactionClient;

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A question a recertification quiz of `edition` may ask: of that edition and tagged rule-change (ignoring case). */
export function isRuleChangeOf(question: { edition: string; tags: string[] }, edition: string): boolean {
  return sameText(question.edition, edition) && question.tags.some((tag) => sameText(tag, ruleChangeTag));
}

/**
 * The approved bank questions a draw may ask from these categories: for a recertification quiz
 * only its edition's rule-change questions (decision 0082). Editions and tags are free text, so
 * they are compared here rather than by the database's case-sensitive match.
 */
export async function listDrawPool(db: Tx, leagueId: number, categories: string[], recertificationEdition: string | null): Promise<BankEntry[]> {
  if (!recertificationEdition) return listApprovedInCategories(db, leagueId, categories);
  const rows = await listApprovedWithEditions(db, leagueId, categories);
  return rows.filter((q) => isRuleChangeOf(q, recertificationEdition)).map((q) => ({ id: q.id, category: q.category }));
}

/** How many questions of each category a pool holds. */
export function countPoolByCategory(pool: BankEntry[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const q of pool) counts.set(q.category, (counts.get(q.category) ?? 0) + 1);
  return counts;
}

/** What a recertification draw counts, added to the sentence when a category falls short. */
export const recertificationPoolWords = (edition: string) => `, counting only approved questions of edition "${edition}" tagged "${ruleChangeTag}"`;
