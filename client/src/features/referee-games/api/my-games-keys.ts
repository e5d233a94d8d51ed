/** A referee's own officiating caches: their games and their availability. */
export const myGamesKeys = {
  all: ['referee', 'officiating'] as const,
  games: () => ['referee', 'officiating', 'games'] as const,
  availability: () => ['referee', 'officiating', 'availability'] as const,
};
