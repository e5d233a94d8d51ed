/** A player's place in a ranking, 1 = highest figure; equal figures share the better place. */
export function rankPlaces(figures: ReadonlyMap<number, number>): Map<number, number> {
  const sorted = [...figures].sort((a, b) => b[1] - a[1]);
  const places = new Map<number, number>();
  sorted.forEach(([player, figure], i) => {
    const previous = sorted[i - 1];
    places.set(player, previous && Math.abs(previous[1] - figure) < 1e-9 ? places.get(previous[0])! : i + 1);
  });
  return places;
}

export interface RankMove {
  player: number;
  rawPlace: number;
  correctedPlace: number;
  /** Positive: the correction moved the player up. */
  moved: number;
}

/** The players whose place moves most between two rankings (the raw mean and the corrected figure). */
export function largestRankMoves(raw: ReadonlyMap<number, number>, corrected: ReadonlyMap<number, number>, limit: number): RankMove[] {
  const rawPlaces = rankPlaces(raw);
  const correctedPlaces = rankPlaces(corrected);
  const moves: RankMove[] = [];
  for (const [player, rawPlace] of rawPlaces) {
    const correctedPlace = correctedPlaces.get(player);
    if (correctedPlace === undefined) continue;
    moves.push({ player, rawPlace, correctedPlace, moved: rawPlace - correctedPlace });
  }
  return moves
    .filter((m) => m.moved !== 0)
    .sort((a, b) => Math.abs(b.moved) - Math.abs(a.moved) || a.correctedPlace - b.correctedPlace)
    .slice(0, limit);
}
