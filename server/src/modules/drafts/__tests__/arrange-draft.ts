import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import type { Db } from '../../../lib/db/database.js';
import type { DraftCreatedDto, DraftEventDto } from '@league/contract';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createPlayer, createTeam } from '../../../testing/league-fixtures.js';

/** A division with the named teams and a pool of unplaced players whose overall skills are given. */
export async function arrangeDivision(db: Db, teamNames: string[], poolSkills: number[]) {
  const admin = await createAdminInNewLeague(db);
  const division = await createDivision(db, admin.leagueId);
  const teams = [];
  for (const name of teamNames) teams.push(await createTeam(db, division.id, admin.leagueId, { name }));
  const pool = [];
  for (const [index, skill] of poolSkills.entries()) {
    const player = await createPlayer(db, division, { name: `Pool Player ${index + 1}` });
    pool.push(await db.player.update({ where: { id: player.id }, data: { overallSkill: skill } }));
  }
  return { admin, division, teams, pool };
}

/** Makes a draft and, unless `start` is false, starts it (the clock runs from then). */
export async function openDraft(app: Express, auth: Record<string, string>, body: Record<string, unknown>, { start = true } = {}) {
  const res = await request(app).post('/api/drafts/').set(auth).send(body);
  if (res.status !== 201) throw new Error(`Draft not created: ${res.status} ${JSON.stringify(res.body)}`);
  const draft = res.body as DraftCreatedDto;
  if (start) {
    const started = await request(app).post(`/api/drafts/${draft.id}/start/`).set(auth);
    if (started.status !== 200) throw new Error(`Draft not started: ${started.status} ${JSON.stringify(started.body)}`);
  }
  const keyOf = (teamId: number) => draft.coaches.find((c) => c.team_id === teamId)!.key!;
  return { draft, keyOf };
}

export function pick(app: Express, draftId: number, key: string, playerId: number) {
  return request(app).post(`/api/drafts/${draftId}/picks/`).set('Authorization', `Token ${key}`).send({ player_id: playerId });
}

/** Listens on a free port and reads the draft's event stream with a raw request, as a browser would. */
export async function openEventStream(app: Express, draftId: number, key: string) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const events: DraftEventDto[] = [];
  const waiters: { test: (e: DraftEventDto) => boolean; resolve: (e: DraftEventDto) => void }[] = [];
  const req = http.get({ host: '127.0.0.1', port, path: `/api/drafts/${draftId}/events/`, headers: { Authorization: `Token ${key}`, Accept: 'text/event-stream' } });
  const response = await new Promise<http.IncomingMessage>((resolve) => req.once('response', resolve));
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (!data) continue;
      const event = JSON.parse(data.slice(6)) as DraftEventDto;
      events.push(event);
      for (const waiter of waiters.filter((w) => w.test(event))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
  });
  return {
    status: response.statusCode,
    contentType: response.headers['content-type'],
    events,
    /** Resolves with the first event (already received or still to come) that passes the test. */
    next(test: (e: DraftEventDto) => boolean): Promise<DraftEventDto> {
      const seen = events.find(test);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ test, resolve }));
    },
    async close() {
      req.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
