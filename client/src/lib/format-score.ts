/** Scores are shown to one decimal everywhere (the spec's rule for the results page). */
export function formatScore(score: number | null | undefined): string {
  return typeof score === 'number' && Number.isFinite(score) ? `${score.toFixed(1)}%` : '—';
}
