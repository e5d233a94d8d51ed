import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { DraftEventDto } from '@league/contract';
import { createApp } from '../../../app.js';
import { loadConfig } from '../../../config/env.js';
import type { DraftEvents } from '../../../lib/draft-events.js';
import { createLogger } from '../../../lib/logger.js';
import { createCountingApp } from '../../../testing/count-operations.js';
import { unique } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { createInProcessDraftEvents } from '../draft-events.js';
import { arrangeDivision, openDraft, openEventStream } from './arrange-draft.js';

const t = useTestApp();

/** The app on this file's database with its own settings, and optionally its own event bus. */
const appWith = (env: Record<string, string>, draftEvents?: DraftEvents): Express =>
  createApp({ db: t.db, config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent', RATE_LIMIT_PREFIX: unique('streams-'), ...env }), logger: createLogger('silent'), draftEvents });

/** A three-team snake draft; `crowd` more players, each rated on ten long-named skills, make the admin's state about 250 kB. */
async function arrangeDraft(app: Express, crowd = 0) {
  const arranged = await arrangeDivision(t.db, ['Hawks', 'Owls', 'Kites'], [9, 7, 5, 3]);
  if (crowd > 0) await addRatedCrowd(arranged.division, crowd);
  const [a, b, c] = arranged.teams.map((team) => team.id) as [number, number, number];
  const { draft, keyOf } = await openDraft(app, arranged.admin.auth, { division_id: arranged.division.id, order: 'snake', pick_seconds: 600, team_order: [a, b, c] });
  const adminToken = arranged.admin.auth.Authorization.replace('Token ', '');
  return { ...arranged, draft, keys: [keyOf(a), keyOf(b), keyOf(c)] as [string, string, string], adminToken };
}

async function addRatedCrowd(division: { id: number; leagueId: number }, count: number) {
  const skills = await t.db.skill.createManyAndReturn({ data: Array.from({ length: 10 }, (_, i) => ({ name: `Skill ${i} ${'described at some length '.repeat(4)}`, divisionId: division.id })) });
  const players = await t.db.player.createManyAndReturn({
    data: Array.from({ length: count }, (_, i) => ({ name: `Pool player ${i} ${'with a long name '.repeat(10)}`, divisionId: division.id, leagueId: division.leagueId, additionalData: {} })),
  });
  await t.db.playerSkillRating.createMany({ data: players.flatMap((player) => skills.map((skill) => ({ playerId: player.id, skillId: skill.id, rating: 5 }))) });
}

const isState = (status: string) => (e: DraftEventDto) => e.type === 'state' && e.draft.status === status;
const control = (app: Express, auth: Record<string, string>, draftId: number, what: 'pause' | 'resume') => request(app).post(`/api/drafts/${draftId}/${what}/`).set(auth);
const events = (app: Express, draftId: number, key: string) => request(app).get(`/api/drafts/${draftId}/events/`).set('Authorization', `Token ${key}`);

describe('draft streams share one state read', () => {
  it('reads the state once for a change, however many streams watch', async () => {
    const { app, operations } = createCountingApp(t);
    const one = await arrangeDraft(app);
    const six = await arrangeDraft(app);
    const lone = await openEventStream(app, one.draft.id, one.keys[0]);
    const crowd = await Promise.all([...six.keys, ...six.keys].map((key) => openEventStream(app, six.draft.id, key)));
    await Promise.all([lone, ...crowd].map((s) => s.next((e) => e.type === 'state')));

    let before = operations();
    await control(app, one.admin.auth, one.draft.id, 'pause');
    await lone.next(isState('paused'));
    const forOne = operations() - before;
    before = operations();
    await control(app, six.admin.auth, six.draft.id, 'pause');
    await Promise.all(crowd.map((s) => s.next(isState('paused'))));
    const forSix = operations() - before;

    expect(forSix).toBe(forOne);
    await Promise.all([lone, ...crowd].map((s) => s.close()));
  });

  it('reads the state once for everyone joining between two changes', async () => {
    const { app, operations } = createCountingApp(t);
    const first = await arrangeDraft(app);
    const crowded = await arrangeDraft(app);

    let before = operations();
    const alone = await openEventStream(app, first.draft.id, first.keys[0]);
    await alone.next((e) => e.type === 'state');
    const firstJoin = operations() - before;
    before = operations();
    const second = await openEventStream(app, first.draft.id, first.keys[1]);
    await second.next((e) => e.type === 'state');
    const laterJoin = operations() - before;
    before = operations();
    const crowd = await Promise.all([...crowded.keys, ...crowded.keys].map((key) => openEventStream(app, crowded.draft.id, key)));
    await Promise.all(crowd.map((s) => s.next((e) => e.type === 'state')));
    const sixJoins = operations() - before;

    // The later join only checks its key; the six at once cost one state read and six key checks.
    expect(laterJoin).toBeLessThan(firstJoin);
    expect(sixJoins).toBe(firstJoin + 5 * laterJoin);
    await Promise.all([alone, second, ...crowd].map((s) => s.close()));
  });
});

describe('draft stream limits', () => {
  it('refuses a stream past the cap per link with a sentence, and takes one again once a stream closes', async () => {
    const app = appWith({ DRAFT_STREAMS_PER_KEY: '2' });
    const d = await arrangeDraft(app);
    const open = [await openEventStream(app, d.draft.id, d.keys[0]), await openEventStream(app, d.draft.id, d.keys[0])];

    const third = await events(app, d.draft.id, d.keys[0]);
    const otherCoach = await openEventStream(app, d.draft.id, d.keys[1]);
    await open[0]!.close();
    const again = await openEventStream(app, d.draft.id, d.keys[0]);

    expect(open.map((s) => s.status)).toEqual([200, 200]);
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ error: 'This draft is already open in 2 windows with the same link or sign-in. Close one of them, then open the draft again.', code: 'rate_limited' });
    expect(otherCoach.status).toBe(200);
    expect(again.status).toBe(200);
    await Promise.all([open[1]!, otherCoach, again].map((s) => s.close()));
  });

  it('refuses a stream past the cap per address with a sentence', async () => {
    const app = appWith({ DRAFT_STREAMS_PER_ADDRESS: '3' });
    const d = await arrangeDraft(app);
    const open = await Promise.all(d.keys.map((key) => openEventStream(app, d.draft.id, key)));

    const fourth = await events(app, d.draft.id, d.adminToken);

    expect(open.map((s) => s.status)).toEqual([200, 200, 200]);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toBe('3 live drafts are already open from this network. Close some of them, then open the draft again.');
    await Promise.all(open.map((s) => s.close()));
  });
});

/** A stream whose reader takes the answer's head and then never reads again. */
async function openStalledReader(app: Express, draftId: number, token: string) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
  let head = '';
  const status = await new Promise<string>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n')) return;
      socket.pause();
      resolve(head.slice(0, head.indexOf('\r\n')));
    });
    socket.write(`GET /api/drafts/${draftId}/events/ HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Token ${token}\r\nAccept: text/event-stream\r\n\r\n`);
  });
  return {
    status,
    close: async () => {
      socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('a reader that does not keep up', () => {
  it('is dropped, while the others receive every change', async () => {
    // One stream per sign-in: the admin's second stream opens only once the stalled one is gone.
    const app = appWith({ DRAFT_STREAMS_PER_KEY: '1' });
    const d = await arrangeDraft(app, 150);
    const stalled = await openStalledReader(app, d.draft.id, d.adminToken);
    const coach = await openEventStream(app, d.draft.id, d.keys[0]);
    expect(stalled.status).toBe('HTTP/1.1 200 OK');

    const statesSeen = () => coach.events.filter((e) => e.type === 'state').length;
    await coach.next(() => statesSeen() === 1);

    // Each pause or resume sends the whole state (about 250 kB) to both. The stalled reader's
    // socket buffers take a few megabytes; past them its backlog grows until it is dropped.
    let changes = 0;
    let reopened = await openEventStream(app, d.draft.id, d.adminToken);
    while (reopened.status === 429 && changes < 100) {
      await reopened.close();
      for (let i = 0; i < 4; i++) {
        await control(app, d.admin.auth, d.draft.id, changes % 2 === 0 ? 'pause' : 'resume');
        changes += 1;
        await coach.next(() => statesSeen() === changes + 1);
      }
      reopened = await openEventStream(app, d.draft.id, d.adminToken);
    }

    expect(reopened.status).toBe(200);
    expect(statesSeen()).toBe(changes + 1);
    await Promise.all([reopened.close(), coach.close(), stalled.close()]);
  });
});

describe('closing streams', () => {
  it("lets go of the draft's listener and state when the last stream closes", async () => {
    const inner = createInProcessDraftEvents();
    let listening = 0;
    let letGo = () => {};
    const allLetGo = new Promise<void>((resolve) => (letGo = resolve));
    const bus: DraftEvents = {
      ...inner,
      subscribe(draftId, onEvent, onResync) {
        listening += 1;
        const stop = inner.subscribe(draftId, onEvent, onResync);
        return () => {
          stop();
          if (--listening === 0) letGo();
        };
      },
    };
    const app = appWith({}, bus);
    const d = await arrangeDraft(app);
    const streams = await Promise.all([...d.keys, d.adminToken].map((key) => openEventStream(app, d.draft.id, key)));
    await Promise.all(streams.map((s) => s.next((e) => e.type === 'state')));
    const whileOpen = listening;

    await Promise.all(streams.map((s) => s.close()));
    await allLetGo;

    expect(whileOpen).toBe(1);
    expect(listening).toBe(0);
  });
});
