import {
  createDivisionInputSchema, leagueTimeZoneInputSchema, createSeasonInputSchema, createTeamInputSchema, exportQuerySchema, fairnessReportQuerySchema, listDivisionsQuerySchema, listRosterHistoryQuerySchema,
  listTeamsQuerySchema, updateDivisionInputSchema, updateTeamInputSchema,
} from '@league/contract';
import type { AreaDocs } from '../route-doc.js';

export const leagueSetupDocs: AreaDocs = {
  area: 'Seasons, divisions and teams',
  description: "A league's seasons, their divisions and teams, the roster's saved versions and the fairness report.",
  routes: [
    { method: 'get', path: '/api/leagues/me/time_zone/', summary: "The league's time zone (an IANA name such as America/Chicago), null while none is set.", caller: 'leagueAdmin' },
    { method: 'put', path: '/api/leagues/me/time_zone/', summary: "Sets the league's time zone, or clears it with null: calendar feeds and officials' reminders read game times in it.", caller: 'leagueAdmin', body: leagueTimeZoneInputSchema },
    { method: 'get', path: '/api/seasons/', summary: "Lists the league's seasons (referee administrators read it to assign officials).", caller: 'refereeManager', answer: 'list' },
    { method: 'post', path: '/api/seasons/', summary: 'Creates a season.', caller: 'leagueAdmin', body: createSeasonInputSchema, status: 201 },
    { method: 'post', path: '/api/seasons/{id}/activate/', summary: "Makes the season the league's active one; the others become inactive.", caller: 'leagueAdmin' },
    { method: 'delete', path: '/api/seasons/{id}/', summary: 'Deletes a season.', caller: 'leagueAdmin', status: 204, answer: 'none' },
    { method: 'get', path: '/api/divisions/', summary: 'Lists divisions, of one season if asked (referee administrators read it to assign officials).', caller: 'refereeManager', query: listDivisionsQuerySchema, answer: 'list' },
    { method: 'post', path: '/api/divisions/', summary: 'Creates a division in a season.', caller: 'leagueAdmin', body: createDivisionInputSchema, status: 201 },
    { method: 'patch', path: '/api/divisions/{id}/', summary: "Changes whether a division keeps each household's children together.", caller: 'leagueAdmin', body: updateDivisionInputSchema },
    { method: 'delete', path: '/api/divisions/{id}/', summary: 'Deletes a division.', caller: 'leagueAdmin', status: 204, answer: 'none' },
    { method: 'get', path: '/api/divisions/{id}/history/', summary: "The saved versions of the division's roster, newest first.", caller: 'leagueAdmin', query: listRosterHistoryQuerySchema, answer: 'list' },
    { method: 'post', path: '/api/divisions/{id}/history/{version}/restore/', summary: 'Puts an earlier roster version back (saved as a new version).', caller: 'leagueAdmin' },
    { method: 'get', path: '/api/divisions/{id}/fairness_report/', summary: 'How even the teams are, team by team and rule by rule.', caller: 'leagueAdmin', query: fairnessReportQuerySchema },
    { method: 'get', path: '/api/teams/', summary: 'Lists teams, of one division if asked.', caller: 'leagueAdmin', query: listTeamsQuerySchema, answer: 'list' },
    { method: 'post', path: '/api/teams/', summary: 'Creates a team in a division.', caller: 'leagueAdmin', body: createTeamInputSchema, status: 201 },
    { method: 'get', path: '/api/teams/export/', summary: 'The rosters as a spreadsheet (CSV download).', caller: 'leagueAdmin', query: exportQuerySchema, answer: 'csv' },
    { method: 'get', path: '/api/teams/{id}/', summary: 'One team with its players.', caller: 'leagueAdmin' },
    { method: 'patch', path: '/api/teams/{id}/', summary: "Changes a team's name, coach, the coach's contact details or practice details.", caller: 'leagueAdmin', body: updateTeamInputSchema },
    { method: 'delete', path: '/api/teams/{id}/', summary: 'Deletes a team.', caller: 'leagueAdmin', status: 204, answer: 'none' },
  ],
};
