import { outboxQuerySchema } from '@league/contract';
import type { AreaDocs } from '../route-doc.js';

export const publishingDocs: AreaDocs = {
  area: 'Publishing teams',
  description: 'Publishing a division\'s teams to families and coaches by email, the outbox of those emails, and the coaches\' roster links.',
  routes: [
    { method: 'post', path: '/api/divisions/{id}/publish/', summary: "Publishes the division's teams: emails go to families and coaches.", caller: 'leagueAdmin', status: 201 },
    { method: 'get', path: '/api/divisions/{id}/publication/', summary: 'Whether the teams are published, and what publishing now would send.', caller: 'leagueAdmin' },
    { method: 'get', path: '/api/divisions/{id}/outbox/', summary: "The division's emails and whether each was sent (format=csv downloads them as a spreadsheet).", caller: 'leagueAdmin', query: outboxQuerySchema, orCsv: true },
    { method: 'post', path: '/api/divisions/{id}/outbox/resend/', summary: 'Sends again every email that failed.', caller: 'leagueAdmin' },
    { method: 'post', path: '/api/divisions/{id}/outbox/{messageId}/resend/', summary: 'Sends one email again.', caller: 'leagueAdmin' },
    { method: 'get', path: '/api/divisions/{id}/coach_links/', summary: "The coaches' roster links of the division.", caller: 'leagueAdmin' },
    { method: 'post', path: '/api/divisions/{id}/teams/{teamId}/coach_link/', summary: "Makes a new roster link for a team's coach.", caller: 'leagueAdmin', status: 201 },
    { method: 'post', path: '/api/divisions/{id}/teams/{teamId}/revoke_coach_links/', summary: "Closes a team's coach roster links.", caller: 'leagueAdmin' },
    { method: 'get', path: '/api/coach/{key}/', summary: "A coach's team roster, opened from the emailed link (no account).", caller: 'linkHolder' },
  ],
};
