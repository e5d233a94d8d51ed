/**
 * The spec's count rule for the dashboard cards: the answer's count field, otherwise the
 * length of its results list (or of the answer itself when it is a plain array), otherwise 0.
 */
export function countOf(answer: unknown): number {
  if (Array.isArray(answer)) return answer.length;
  if (answer && typeof answer === 'object') {
    const { count, results } = answer as { count?: unknown; results?: unknown };
    if (typeof count === 'number' && Number.isFinite(count)) return count;
    if (Array.isArray(results)) return results.length;
  }
  return 0;
}
