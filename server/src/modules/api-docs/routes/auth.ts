import { loginInputSchema, registerLeagueInputSchema } from '@league/contract';
import type { AreaDocs } from '../route-doc.js';

export const authDocs: AreaDocs = {
  area: 'Signing in',
  description: 'League administrators sign in here and get a key to send in the header "Authorization: Token <key>"; referees sign in under Referees and certification.',
  routes: [
    { method: 'post', path: '/api/auth/login/', summary: "Signs a league administrator in and answers the key for later calls.", caller: 'anyone', body: loginInputSchema },
    { method: 'post', path: '/api/auth/register/', summary: 'Creates a new league with its first administrator, signed in.', caller: 'anyone', body: registerLeagueInputSchema, status: 201 },
    { method: 'post', path: '/api/auth/logout/', summary: 'Signs out: the key stops working.', caller: 'signedIn', status: 204, answer: 'none' },
    { method: 'get', path: '/api/public/leagues/', summary: 'The leagues a registration form can pick from (a plain list, not {count, results}).', caller: 'anyone' },
  ],
};
