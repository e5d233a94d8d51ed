// Local storage keys the spec names; other parts of the platform read the same ones.
export const storageKeys = {
  authToken: 'authToken',
  user: 'user',
  refereeToken: 'refereeToken',
  refereeProfile: 'refereeProfile',
  /** An evaluator's token on an evaluation day (no account; decision 0060). */
  evaluatorToken: 'evaluatorToken',
  /** The bib the evaluator was scoring, so a reload returns to it (session storage). */
  evaluatorBib: 'evaluatorBib',
  sidebarCollapsed: 'sidebarCollapsed',
  /** The season and division the admin chose last, so the next page opens on them. */
  chosenSeasonDivision: 'chosenSeasonDivision',
} as const;
