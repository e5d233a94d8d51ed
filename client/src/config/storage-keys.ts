// Local storage keys the spec names; other parts of the platform read the same ones.
export const storageKeys = {
  authToken: 'authToken',
  user: 'user',
  refereeToken: 'refereeToken',
  refereeProfile: 'refereeProfile',
  sidebarCollapsed: 'sidebarCollapsed',
} as const;
