import {
  assignOfficialsInputSchema, declineAssignmentInputSchema, divisionOfficiatingInputSchema, officialsChangeInputSchema, payStatementQuerySchema, refereeAvailabilityInputSchema,
  refereeRelationsInputSchema, seasonOfficialsSettingsInputSchema, takeOpenGameInputSchema,
} from '@league/contract';
import type { AreaDocs } from '../route-doc.js';

export const officiatingDocs: AreaDocs = {
  area: 'Officials',
  description: "Referees for a season's games: what each division needs, assigning officials, a referee's own games, availability, pay and calendar.",
  routes: [
    { method: 'get', path: '/api/divisions/{id}/officiating/', summary: "How many officials a division's games need, and their pay.", caller: 'refereeManager' },
    { method: 'put', path: '/api/divisions/{id}/officiating/', summary: 'Sets what a division\'s games need.', caller: 'refereeManager', body: divisionOfficiatingInputSchema },
    { method: 'get', path: '/api/seasons/{id}/officials/', summary: "The season's games with their officials (the officials' board).", caller: 'refereeManager' },
    { method: 'get', path: '/api/seasons/{id}/officials/pay/', summary: "What each referee earns for the season (format=csv downloads a spreadsheet).", caller: 'refereeManager', query: payStatementQuerySchema, orCsv: true },
    { method: 'get', path: '/api/seasons/{id}/officials/settings/', summary: 'Whether referees may take open places themselves this season.', caller: 'refereeManager' },
    { method: 'put', path: '/api/seasons/{id}/officials/settings/', summary: 'Lets referees take open places themselves this season, or stops it.', caller: 'refereeManager', body: seasonOfficialsSettingsInputSchema },
    { method: 'post', path: '/api/seasons/{id}/officials/assign/', summary: 'Assigns officials to the open places automatically.', caller: 'refereeManager', body: assignOfficialsInputSchema },
    { method: 'get', path: '/api/seasons/{id}/officials/games/{gameId}/places/{role}/candidates/', summary: 'The referees who could take an open place, best first.', caller: 'refereeManager' },
    { method: 'get', path: '/api/seasons/{id}/officials/games/{gameId}/places/{role}/replacements/', summary: 'The referees who could replace the one in a place, best first.', caller: 'refereeManager' },
    { method: 'post', path: '/api/seasons/{id}/officials/changes/', summary: 'Changes officials by hand on the board.', caller: 'refereeManager', body: officialsChangeInputSchema },
    { method: 'post', path: '/api/seasons/{id}/officials/publish/', summary: 'Publishes the assignments: referees are told their games.', caller: 'refereeManager' },
    { method: 'put', path: '/api/referees/{id}/relations/', summary: "A referee's family ties and conflicts with teams, so they are not assigned to those games.", caller: 'refereeManager', body: refereeRelationsInputSchema },
    { method: 'get', path: '/api/referees/me/availability/', summary: 'When I can officiate.', caller: 'referee' },
    { method: 'put', path: '/api/referees/me/availability/', summary: 'Sets when I can officiate.', caller: 'referee', body: refereeAvailabilityInputSchema },
    { method: 'get', path: '/api/referees/me/games/', summary: 'My games to officiate.', caller: 'referee' },
    { method: 'get', path: '/api/referees/me/open-games/', summary: 'The open places I may take myself now, in seasons that allow it.', caller: 'referee' },
    { method: 'post', path: '/api/referees/me/open-games/', summary: 'Takes an open place of a game myself.', caller: 'referee', body: takeOpenGameInputSchema, status: 201 },
    { method: 'get', path: '/api/referees/me/pay/', summary: 'What I earn (format=csv downloads a spreadsheet).', caller: 'referee', query: payStatementQuerySchema, orCsv: true },
    { method: 'get', path: '/api/referees/me/calendar/', summary: 'My calendar link, if I have one.', caller: 'referee' },
    { method: 'post', path: '/api/referees/me/calendar/', summary: 'Makes my calendar link.', caller: 'referee', status: 201 },
    { method: 'post', path: '/api/referees/me/calendar/withdraw/', summary: 'Withdraws my calendar link: it stops working.', caller: 'referee', status: 204, answer: 'none' },
    { method: 'post', path: '/api/assignments/{id}/accept/', summary: 'Accepts a game I was assigned.', caller: 'referee' },
    { method: 'post', path: '/api/assignments/{id}/decline/', summary: 'Declines a game I was assigned.', caller: 'referee', body: declineAssignmentInputSchema },
    { method: 'get', path: '/api/public/calendars/referee/{file}', summary: "A referee's games as a calendar file (<token>.ics) a phone subscribes to.", caller: 'linkHolder', answer: 'calendar' },
  ],
};
