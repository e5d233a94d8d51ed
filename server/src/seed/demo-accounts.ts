// Fixed, public demo credentials: the demo only ever lands in the embedded database
// (or where SEED_DEMO=true asks for it), and the console prints them at every start.
export const demoLeagueName = 'Demo Youth Basketball League';

export const demoAccounts = [
  { username: 'demo_admin', password: 'demo-admin-pass', userType: 'admin', firstName: 'Dana', lastName: 'Admin' },
  { username: 'demo_refadmin', password: 'demo-refadmin-pass', userType: 'referee_admin', firstName: 'Riley', lastName: 'Chief' },
  { username: 'demo_referee', password: 'demo-referee-pass', userType: 'referee', firstName: 'Sam', lastName: 'Whistle' },
] as const;
