// The accounts the demo seed creates (server/src/seed/demo-accounts.ts): only the
// referee specs use them, because referee_admin accounts cannot be made through the API.
export const demo = {
  admin: { username: 'demo_admin', password: 'demo-admin-pass' },
  refereeAdmin: { username: 'demo_refadmin', password: 'demo-refadmin-pass' },
  referee: { username: 'demo_referee', password: 'demo-referee-pass' },
  leagueName: 'Demo Youth Basketball League',
};
