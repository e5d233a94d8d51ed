import {
  applyRosterInputSchema, balanceStoredInputSchema, balanceTeamsInputSchema, persistTeamsInputSchema, placeNewInputSchema, rebalanceInputSchema, storedSourceQuerySchema,
} from '@league/contract';
import type { AreaDocs } from '../route-doc.js';

export const balancingDocs: AreaDocs = {
  area: 'Balancing teams',
  description: 'Previews of balanced teams from a registration CSV or a division\'s own players, and saving them as the roster.',
  routes: [
    { method: 'get', path: '/api/players/balanced_teams/stored/', summary: "How many of a division's own players a balance would use, and which have no rating.", caller: 'leagueAdmin', query: storedSourceQuerySchema },
    {
      method: 'post', path: '/api/players/balanced_teams/', caller: 'leagueAdmin', body: balanceTeamsInputSchema, upload: 'csv', jsonBody: balanceStoredInputSchema,
      summary: "Previews balanced teams from an uploaded registration CSV (multipart), or from the division's own players with a JSON body whose source is \"stored\". Answered inside {data}, as the spec reads it. Saves nothing.", answer: 'data',
    },
    { method: 'post', path: '/api/players/persist_teams/', summary: "Saves a previewed set of teams as the division's roster.", caller: 'leagueAdmin', body: persistTeamsInputSchema, status: 201 },
    { method: 'post', path: '/api/players/rebalance/', summary: 'Previews the division\'s saved teams rebalanced. Saves nothing.', caller: 'leagueAdmin', body: rebalanceInputSchema },
    { method: 'post', path: '/api/players/place_new/', summary: 'Previews the unassigned players placed on the existing teams. Saves nothing.', caller: 'leagueAdmin', body: placeNewInputSchema },
    { method: 'post', path: '/api/players/apply_roster/', summary: 'Saves a previewed rebalance or placement.', caller: 'leagueAdmin', body: applyRosterInputSchema },
  ],
};

