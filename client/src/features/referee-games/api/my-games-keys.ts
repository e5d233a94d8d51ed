/** A referee's own officiating caches: their games, the open games they may take, their availability, their pay and their calendar link. */
export const myGamesKeys = {
  all: ['referee', 'officiating'] as const,
  games: () => ['referee', 'officiating', 'games'] as const,
  openGames: () => ['referee', 'officiating', 'open-games'] as const,
  availability: () => ['referee', 'officiating', 'availability'] as const,
  pay: (from: string, to: string) => ['referee', 'officiating', 'pay', from, to] as const,
  calendar: () => ['referee', 'officiating', 'calendar'] as const,
};
