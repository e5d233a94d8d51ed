import type { DrawRule } from './question-draw.js';

/** The stored `draw_rules` JSON as rules; anything that is not a list of rules reads as a fixed list (null). */
export function readDrawRules(value: unknown): DrawRule[] | null {
  if (!Array.isArray(value)) return null;
  const rules = value.filter(
    (r): r is DrawRule => typeof r === 'object' && r !== null && typeof r.category === 'string' && Number.isInteger(r.count) && r.count > 0,
  );
  return rules.length ? rules.map((r) => ({ category: r.category, count: r.count })) : null;
}

/** How many questions each attempt of the quiz asks: the draw's total, or the fixed list's length. */
export function questionsAsked(drawRules: unknown, fixedCount: number): number {
  const rules = readDrawRules(drawRules);
  return rules ? rules.reduce((sum, r) => sum + r.count, 0) : fixedCount;
}
