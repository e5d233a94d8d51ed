import { createDraftInputSchema, makeDraftPickInputSchema } from '@league/contract';
import type { AreaDocs } from '../route-doc.js';

export const draftsDocs: AreaDocs = {
  area: 'Drafts',
  description: 'A live draft: coaches pick players in turn, with a clock; the league administrator runs the room. A coach sends their key in the header "Authorization: Token <key>" (or as ?key= on the event stream, which cannot send headers).',
  routes: [
    { method: 'post', path: '/api/drafts/', summary: "Opens a draft room for a division, with each coach's key.", caller: 'leagueAdmin', body: createDraftInputSchema, status: 201 },
    { method: 'post', path: '/api/drafts/{id}/start/', summary: "Starts the draft: the first team's clock begins.", caller: 'leagueAdmin' },
    { method: 'post', path: '/api/drafts/{id}/pause/', summary: 'Pauses the clock.', caller: 'leagueAdmin' },
    { method: 'post', path: '/api/drafts/{id}/resume/', summary: 'Starts the clock again.', caller: 'leagueAdmin' },
    { method: 'post', path: '/api/drafts/{id}/undo/', summary: 'Takes back the last pick.', caller: 'leagueAdmin' },
    { method: 'post', path: '/api/drafts/{id}/finish/', summary: 'Ends the draft and saves the teams.', caller: 'leagueAdmin' },
    { method: 'post', path: '/api/drafts/{id}/picks/', summary: 'A coach picks a player on their turn.', caller: 'draftCoach', body: makeDraftPickInputSchema, status: 201 },
    { method: 'get', path: '/api/drafts/{id}/', summary: 'The draft as it stands: teams, picks, whose turn.', caller: 'draftViewer' },
    { method: 'get', path: '/api/drafts/{id}/suggestion/', summary: 'The pick the fairness rules suggest to the team on the clock.', caller: 'draftViewer' },
    { method: 'get', path: '/api/drafts/{id}/events/', summary: 'Live changes to the draft as server-sent events.', caller: 'draftViewer', answer: 'stream' },
  ],
};
