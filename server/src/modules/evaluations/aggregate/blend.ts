/**
 * Blends an evaluation figure with last season's coach rating (both in the event's scale):
 * `weight` 0-1 is the coach rating's share. A player without one keeps the evaluation figure.
 */
export function blendWithPrior(figure: number, prior: number | null | undefined, weight: number): number {
  if (prior == null || !Number.isFinite(prior)) return figure;
  const w = Math.min(1, Math.max(0, weight));
  return (1 - w) * figure + w * prior;
}
