/** A referee's own officiating caches: their games, their availability and their pay. */
export const myGamesKeys = {
  all: ['referee', 'officiating'] as const,
  games: () => ['referee', 'officiating', 'games'] as const,
  availability: () => ['referee', 'officiating', 'availability'] as const,
  pay: (from: string, to: string) => ['referee', 'officiating', 'pay', from, to] as const,
};
