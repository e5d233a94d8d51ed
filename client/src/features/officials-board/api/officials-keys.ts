/** Every officials cache of the assignor's screen but a drag's verdicts sits under `all`, so saving or publishing refreshes them together. */
export const officialsKeys = {
  all: ['officials-board'] as const,
  levels: () => ['officials-board', 'levels'] as const,
  division: (divisionId: number) => ['officials-board', 'division', divisionId] as const,
  season: (seasonId: number) => ['officials-board', 'season', seasonId] as const,
  settings: (seasonId: number) => ['officials-board', 'settings', seasonId] as const,
  preview: (seasonId: number) => ['officials-board', 'preview', seasonId] as const,
  place: (seasonId: number, gameId: number, role: string) => ['officials-board', 'place', seasonId, gameId, role] as const,
  replacements: (seasonId: number, gameId: number, role: string) => ['officials-board', 'replacements', seasonId, gameId, role] as const,
  /**
   * Kept out of `all`: a save refreshes `all`, and a verdict judged the board before the save (each
   * drag removes these and asks afresh).
   */
  dragVerdicts: (seasonId: number) => ['officials-board-drag-verdict', seasonId] as const,
  pay: (seasonId: number, from: string, to: string) => ['officials-board', 'pay', seasonId, from, to] as const,
};
