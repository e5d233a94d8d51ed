import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeRatedPlayer } from './arrange.js';

const t = useTestApp();

const calls = [
  ['GET', '/api/player-skills/?player=:player'],
  ['POST', '/api/player-skills/'],
  ['PUT', '/api/player-skills/:id/'],
] as const;

const send = (method: string, path: string) => request(t.app)[method.toLowerCase() as 'get' | 'post' | 'put'](path);

async function arrange() {
  const arranged = await arrangeRatedPlayer(t.db);
  const { player, speed, rating } = arranged;
  const url = (path: string) => path.replace(':player', String(player.id)).replace(':id', String(rating.id));
  const body = { player: player.id, skill: speed.id, rating: 1, notes: 'Sneaky' };
  const unchanged = async () => {
    const rows = await t.db.playerSkillRating.findMany({ where: { playerId: player.id } });
    return rows.length === 1 && rows[0]!.rating === 8 && rows[0]!.notes === '';
  };
  return { ...arranged, url, body, unchanged };
}

describe('player-skills access', () => {
  it.each(calls)('%s %s without a token answers 401 and changes nothing', async (method, path) => {
    const { url, body, unchanged } = await arrange();

    const res = await send(method, url(path)).send(body);

    expect(res.status).toBe(401);
    expect(await unchanged()).toBe(true);
  });

  it.each(calls)('%s %s with a referee token of the same league answers 403 and changes nothing', async (method, path) => {
    const { admin, url, body, unchanged } = await arrange();
    const referee = await createUser(t.db, { userType: 'referee', leagueId: admin.leagueId });

    const res = await send(method, url(path)).set(referee.auth).send(body);

    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect(await unchanged()).toBe(true);
  });
});
