/** Every cached read of the season schedule screen; a change to the schedule refreshes the season's entries. */
export const seasonScheduleKeys = {
  all: ['season-schedule'] as const,
  season: (seasonId: number) => ['season-schedule', seasonId] as const,
  gymTime: (seasonId: number) => ['season-schedule', seasonId, 'gym-time'] as const,
  games: (seasonId: number) => ['season-schedule', seasonId, 'games'] as const,
  calendars: (seasonId: number) => ['season-schedule', seasonId, 'calendars'] as const,
};
