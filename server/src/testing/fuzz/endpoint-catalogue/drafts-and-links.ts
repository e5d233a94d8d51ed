import type { Db } from '../../../lib/db/database.js';
import { generateTokenKey, hashTokenKey } from '../../../lib/tokens.js';
import type { TestUser } from '../../factories.js';
import { createPlayer, createTeam } from '../../league-fixtures.js';
import type { FuzzEndpoint } from '../endpoint-catalogue.js';

interface FuzzLeague {
  admin: TestUser;
  division: { id: number; leagueId: number };
  skill: { id: number };
}

/**
 * The doors opened by a key rather than an account: a live draft (the admin's controls, a coach's
 * picks by the seat's key in `?key=`, as the browser's event stream sends it) and a coach's rating
 * link (the token is the path). Each with a valid request to start from.
 */
export async function arrangeDraftAndLinkEndpoints(db: Db, { admin, division, skill }: FuzzLeague): Promise<FuzzEndpoint[]> {
  const leagueId = admin.leagueId;
  const [first, second] = await Promise.all(['Draft Foxes', 'Draft Bears'].map((name) => createTeam(db, division.id, leagueId, { name })));
  const pool = await createPlayer(db, division, { name: 'Cy Pool', ratings: { [skill.id]: 4 } });
  const rostered = await createPlayer(db, division, { name: 'Di Fox', teamId: first!.id, ratings: { [skill.id]: 5 } });
  const seatKey = generateTokenKey();
  const draft = await db.draft.create({
    data: {
      leagueId, divisionId: division.id, orderKind: 'snake', pickSeconds: 600, status: 'waiting',
      coaches: { create: [{ teamId: first!.id, position: 1, keyHash: hashTokenKey(seatKey) }, { teamId: second!.id, position: 2, keyHash: hashTokenKey(generateTokenKey()) }] },
    },
  });
  const linkToken = generateTokenKey();
  await db.coachLink.create({ data: { leagueId, divisionId: division.id, teamId: first!.id, coachName: 'Coach Fox', tokenHash: hashTokenKey(linkToken), expiresAt: new Date(Date.now() + 30 * 86_400_000) } });
  const key = { key: seatKey };
  return [
    { method: 'post', path: '/api/drafts/', as: 'admin', body: { division_id: division.id, order: 'snake', pick_seconds: 90, team_order: [first!.id, second!.id] } },
    ...(['start', 'pause', 'resume', 'undo'] as const).map((control): FuzzEndpoint => ({ method: 'post', path: `/api/drafts/{id}/${control}/`, id: draft.id, as: 'admin' })),
    { method: 'get', path: '/api/drafts/{id}/', id: draft.id, as: 'anonymous', query: key },
    { method: 'get', path: '/api/drafts/{id}/suggestion/', id: draft.id, as: 'anonymous', query: key },
    { method: 'post', path: '/api/drafts/{id}/picks/', id: draft.id, as: 'anonymous', query: key, body: { player_id: pool.id } },
    { method: 'get', path: '/api/coach-links/{id}/', id: linkToken, as: 'anonymous' },
    { method: 'get', path: '/api/coach-links/{id}/status/', id: linkToken, as: 'anonymous' },
    { method: 'post', path: '/api/coach-links/{id}/ratings/', id: linkToken, as: 'anonymous', body: { player_id: rostered.id, ratings: [{ skill_id: skill.id, value: 3 }], comment: '' } },
  ];
}
