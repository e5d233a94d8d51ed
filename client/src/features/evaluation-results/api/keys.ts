/** Every query of one evaluation day starts with the same key, so finalising or leaving an evaluator out refreshes them all. */
export const resultKeys = {
  day: (eventId: number) => ['evaluation-results', eventId] as const,
  event: (eventId: number) => ['evaluation-results', eventId, 'event'] as const,
  coverage: (eventId: number, divisionId: number | null) => ['evaluation-results', eventId, 'coverage', divisionId] as const,
  results: (eventId: number, method: string, blend: number, divisionId: number | null) => ['evaluation-results', eventId, 'results', method, blend, divisionId] as const,
  familyReports: (eventId: number, divisionId: number | null = null) => ['evaluation-results', eventId, 'family-reports', divisionId] as const,
  everyFamilyReports: (eventId: number) => ['evaluation-results', eventId, 'family-reports'] as const,
};
