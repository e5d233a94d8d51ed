import {
  createPlayerInputSchema, importPlayersInputSchema, linkHouseholdInputSchema, listPlayersQuerySchema, mergeParticipantsInputSchema, participantSearchQuerySchema,
  tradeCandidatesQuerySchema, tradeInputSchema, transferInputSchema,
} from '@league/contract';
import type { AreaDocs } from '../route-doc.js';

export const playersDocs: AreaDocs = {
  area: 'Players and people',
  description: "A season's players, trades and transfers between teams, the registration import, and a league's people across seasons.",
  routes: [
    { method: 'get', path: '/api/players/', summary: 'Lists players, filtered by season, division or team.', caller: 'leagueAdmin', query: listPlayersQuerySchema, answer: 'list' },
    { method: 'post', path: '/api/players/', summary: 'Adds one player to a division.', caller: 'leagueAdmin', body: createPlayerInputSchema, status: 201 },
    { method: 'post', path: '/api/players/trade/', summary: 'Trades a player for another, or moves them to a team (or back to unassigned).', caller: 'leagueAdmin', body: tradeInputSchema },
    { method: 'post', path: '/api/players/trade_preview/', summary: 'Shows what that trade would do to the teams, without saving it.', caller: 'leagueAdmin', body: tradeInputSchema },
    { method: 'post', path: '/api/players/transfer_players/', summary: 'Moves players to another division.', caller: 'leagueAdmin', body: transferInputSchema },
    { method: 'get', path: '/api/players/{id}/', summary: 'One player with their ratings and team.', caller: 'leagueAdmin' },
    { method: 'delete', path: '/api/players/{id}/', summary: 'Removes a player.', caller: 'leagueAdmin', status: 204, answer: 'none' },
    { method: 'get', path: '/api/players/{id}/trade_candidates/', summary: 'The fairest players to trade this player for, best first.', caller: 'leagueAdmin', query: tradeCandidatesQuerySchema, answer: 'list' },
    {
      method: 'post', path: '/api/players/import/', caller: 'leagueAdmin', body: importPlayersInputSchema, upload: 'csv',
      summary: 'Reads a registration export (CSV) into a division: a preview with dry_run, written without it.',
    },
    { method: 'get', path: '/api/participants/', summary: "Searches the league's people across seasons.", caller: 'leagueAdmin', query: participantSearchQuerySchema, answer: 'list' },
    { method: 'get', path: '/api/participants/{id}/', summary: 'One person: their seasons, ratings and household.', caller: 'leagueAdmin' },
    { method: 'post', path: '/api/participants/{id}/household/', summary: 'Links this person to a household (siblings stay together).', caller: 'leagueAdmin', body: linkHouseholdInputSchema },
    { method: 'delete', path: '/api/participants/{id}/household/', summary: 'Takes this person out of their household.', caller: 'leagueAdmin' },
    { method: 'post', path: '/api/participants/{id}/merge/', summary: 'Merges another record of the same child into this one.', caller: 'leagueAdmin', body: mergeParticipantsInputSchema },
  ],
};
