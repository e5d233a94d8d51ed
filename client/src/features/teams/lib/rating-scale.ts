/** Ratings live in each skill's own scale; the UI always shows 0-10. */
export function toDisplayedRating(raw: number, normalizationFactor: number): number {
  if (!(normalizationFactor > 0) || !Number.isFinite(raw)) return 0;
  return Math.min(10, Math.max(0, (raw / normalizationFactor) * 10));
}

export function toStoredRating(displayed: number, normalizationFactor: number): number {
  // Four decimals keep float noise (0.1 steps times odd factors) out of the database.
  return Math.round((displayed / 10) * normalizationFactor * 10_000) / 10_000;
}
