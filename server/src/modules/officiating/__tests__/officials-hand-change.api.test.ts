import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeOfficiatedSeason, createCertifiedReferee, giveSaturdays, type OfficiatedSeason } from './arrange-officials.js';

const t = useTestApp();

/** Four adults on Saturdays: Nia and Rob free, Cody who coaches the Ants, Eve whose certificate ends on 1 October. */
async function arrangeBoard() {
  const a = await arrangeOfficiatedSeason(t.app, t.db);
  const refs = {
    nia: await createCertifiedReferee(t.db, a.leagueId, a.levels.national.id, { name: 'Nia National' }),
    rob: await createCertifiedReferee(t.db, a.leagueId, a.levels.regional.id, { name: 'Rob Regional' }),
    cody: await createCertifiedReferee(t.db, a.leagueId, a.levels.national.id, { name: 'Cody Coach' }),
    eve: await createCertifiedReferee(t.db, a.leagueId, a.levels.regional.id, { name: 'Eve Expiring', until: '2026-10-01' }),
  };
  for (const r of Object.values(refs)) await giveSaturdays(t.app, r);
  await request(t.app).put(`/api/referees/${refs.cody.id}/relations/`).set(a.admin.auth).send({ team_ids: [a.teams[0]!.id] }).expect(200);
  // The first Saturday: Ants vs Bees at Lincoln, 9:00; Crows vs Doves at Roosevelt, 9:00.
  const [lincoln9, roosevelt9] = a.games;
  return { a, refs, lincoln9: lincoln9!, roosevelt9: roosevelt9! };
}

const base = (a: OfficiatedSeason) => `/api/seasons/${a.season.id}/officials`;
const candidates = (a: OfficiatedSeason, gameId: number, role: string, auth = a.admin.auth) => request(t.app).get(`${base(a)}/games/${gameId}/places/${role}/candidates/`).set(auth);
const change = (a: OfficiatedSeason, body: object, auth = a.admin.auth) => request(t.app).post(`${base(a)}/changes/`).set(auth).send(body);
const rowsOf = (a: OfficiatedSeason) => t.db.officialAssignment.findMany({ where: { game: { seasonId: a.season.id } }, orderBy: { id: 'asc' } });

describe("who could take a place on the assignor's board", () => {
  it('lists the referees who could take it best first with notes, and every other one with the reason they cannot', async () => {
    const { a, refs, lincoln9, roosevelt9 } = await arrangeBoard();
    await change(a, { changes: [{ game_id: roosevelt9.id, role: 'referee', referee_id: refs.rob.id }] }).expect(200);
    await change(a, { changes: [{ game_id: a.games[4]!.id, role: 'referee', referee_id: refs.nia.id }] }).expect(200);
    const sam = await createCertifiedReferee(t.db, a.leagueId, a.levels.regional.id, { name: 'Sam Saturday' });
    await giveSaturdays(t.app, sam);

    const res = await candidates(a, lincoln9.id, 'referee');

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ game_id: lincoln9.id, role: 'referee', game: 'U12 Ants vs Bees, 2026-10-03 at 9:00, Lincoln', holder: null });
    // Sam has no game yet, Nia has one: the fairer choice comes first.
    expect(res.body.candidates.map((c: { name: string }) => c.name)).toEqual(['Sam Saturday', 'Nia National']);
    expect(res.body.candidates[0].notes).toContain('0 games so far');
    expect(res.body.candidates[1].notes).toContain('1 game so far');
    expect(res.body.unavailable).toEqual([
      { referee_id: refs.cody.id, name: 'Cody Coach', reasons: ['coaches Ants'] },
      { referee_id: refs.eve.id, name: 'Eve Expiring', reasons: ['certificate expires 2026-10-01'] },
      { referee_id: refs.rob.id, name: 'Rob Regional', reasons: ['already at Roosevelt at 9:00'] },
    ]);
  });

  it('names the referee holding a filled place apart from the candidates', async () => {
    const { a, refs, lincoln9 } = await arrangeBoard();
    await change(a, { changes: [{ game_id: lincoln9.id, role: 'referee', referee_id: refs.rob.id }] }).expect(200);

    const res = await candidates(a, lincoln9.id, 'Referee');

    expect(res.status).toBe(200);
    expect(res.body.holder).toEqual({ referee_id: refs.rob.id, name: 'Rob Regional', status: 'proposed' });
    expect(res.body.candidates.map((c: { name: string }) => c.name)).toEqual(['Nia National']);
  });

  it('treats the place of a referee made inactive since as open, still naming them', async () => {
    const { a, refs, lincoln9 } = await arrangeBoard();
    await change(a, { changes: [{ game_id: lincoln9.id, role: 'referee', referee_id: refs.rob.id }] }).expect(200);
    await t.db.user.update({ where: { id: refs.rob.id }, data: { isActive: false } });

    const res = await candidates(a, lincoln9.id, 'referee');

    expect(res.status).toBe(200);
    expect(res.body.holder).toMatchObject({ name: 'Rob Regional' });
    expect(res.body.candidates.map((c: { name: string }) => c.name)).toEqual(['Nia National']);
  });
});

describe('a change by hand', () => {
  it('says on a dry run what it does and writes nothing, then saves the referee on the place as not yet published', async () => {
    const { a, refs, lincoln9 } = await arrangeBoard();
    const body = { changes: [{ game_id: lincoln9.id, role: 'referee', referee_id: refs.nia.id }] };

    const dry = await change(a, { ...body, dry_run: true });
    const rowsAfterDryRun = await rowsOf(a);
    const real = await change(a, body);

    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dry_run: true, allowed: true, broken: [], summary: ['Nia National takes the open referee place of U12 Ants vs Bees, 2026-10-03 at 9:00, Lincoln.'] });
    expect(rowsAfterDryRun).toEqual([]);
    expect(real.status).toBe(200);
    expect(real.body.changes).toEqual([{ game_id: lincoln9.id, role: 'referee', game: 'U12 Ants vs Bees, 2026-10-03 at 9:00, Lincoln', from: null, to: { referee_id: refs.nia.id, name: 'Nia National' } }]);
    expect((await rowsOf(a)).map((r) => ({ gameId: r.gameId, role: r.role, refereeId: r.refereeId, status: r.status }))).toEqual([{ gameId: lincoln9.id, role: 'referee', refereeId: refs.nia.id, status: 'proposed' }]);
  });

  it('refuses a coach on their own team\'s game with a 409 and the rule in words, writing nothing', async () => {
    const { a, refs, lincoln9 } = await arrangeBoard();
    const body = { changes: [{ game_id: lincoln9.id, role: 'referee', referee_id: refs.cody.id }] };

    const dry = await change(a, { ...body, dry_run: true });
    const real = await change(a, body);

    const sentence = 'Cody Coach cannot be referee of U12 Ants vs Bees, 2026-10-03 at 9:00, Lincoln: coaches Ants.';
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ allowed: false, broken: [sentence] });
    expect(real.status).toBe(409);
    expect(real.body.error).toBe(`This change breaks a rule, so nothing was saved. ${sentence}`);
    expect(await rowsOf(a)).toEqual([]);
  });

  it('replaces a published referee and opens a place, and the auto-assign and publication keep the change', async () => {
    const { a, refs, lincoln9, roosevelt9 } = await arrangeBoard();
    await change(a, { changes: [{ game_id: lincoln9.id, role: 'referee', referee_id: refs.rob.id }, { game_id: roosevelt9.id, role: 'referee', referee_id: refs.nia.id }] }).expect(200);
    await request(t.app).post(`${base(a)}/publish/`).set(a.admin.auth).expect(200);

    const swapped = await change(a, { changes: [{ game_id: lincoln9.id, role: 'referee', referee_id: refs.nia.id }, { game_id: roosevelt9.id, role: 'referee', referee_id: null }] });
    await request(t.app).post(`${base(a)}/assign/`).set(a.admin.auth).send({ dry_run: false }).expect(200);
    await request(t.app).post(`${base(a)}/publish/`).set(a.admin.auth).expect(200);

    expect(swapped.status).toBe(200);
    expect(swapped.body.summary).toContain('Nia National takes the referee place of U12 Ants vs Bees, 2026-10-03 at 9:00, Lincoln from Rob Regional.');
    expect(swapped.body.summary).toContain('Rob Regional was already told about this game, so they get an email that they no longer officiate it.');
    const rows = await rowsOf(a);
    expect(rows.find((r) => r.gameId === lincoln9.id && r.role === 'referee')).toMatchObject({ refereeId: refs.nia.id, status: 'published' });
  });

  it("answers 404 for another league's season, game or referee", async () => {
    const { a, refs, lincoln9 } = await arrangeBoard();
    const other = await arrangeOfficiatedSeason(t.app, t.db);
    const stranger = await createCertifiedReferee(t.db, other.leagueId, other.levels.national.id, { name: 'Sid Stranger' });

    const foreignRead = await candidates(a, lincoln9.id, 'referee', other.admin.auth);
    const foreignWrite = await change(a, { changes: [{ game_id: lincoln9.id, role: 'referee', referee_id: refs.nia.id }] }, other.admin.auth);
    const foreignGame = await change(a, { changes: [{ game_id: other.games[0]!.id, role: 'referee', referee_id: refs.nia.id }] });
    const foreignReferee = await change(a, { changes: [{ game_id: lincoln9.id, role: 'referee', referee_id: stranger.id }] });

    expect([foreignRead.status, foreignWrite.status, foreignGame.status, foreignReferee.status]).toEqual([404, 404, 404, 404]);
    expect(await rowsOf(a)).toEqual([]);
  });

  it('answers 400 with a sentence for a change it cannot read, and 404 for a place the game does not have', async () => {
    const { a, refs, lincoln9 } = await arrangeBoard();

    const empty = await change(a, { changes: [] });
    const badReferee = await change(a, { changes: [{ game_id: lincoln9.id, role: 'referee', referee_id: 'Nia' }] });
    const twice = await change(a, { changes: [{ game_id: lincoln9.id, role: 'referee', referee_id: refs.nia.id }, { game_id: lincoln9.id, role: 'Referee', referee_id: refs.rob.id }] });
    const noPlace = await candidates(a, lincoln9.id, 'linesman');

    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Say which place changes: changes needs at least one {game_id, role, referee_id}.');
    expect(badReferee.status).toBe(400);
    expect(badReferee.body.error).toBe('Each change needs the referee who takes the place (referee_id), or null to open it.');
    expect(twice.status).toBe(400);
    expect(twice.body.error).toBe('Each place may appear only once in one change.');
    expect(noPlace.status).toBe(404);
    expect(noPlace.body.error).toBe('This game has no place called "linesman".');
    expect(await rowsOf(a)).toEqual([]);
  });

  it('is open to referee administrators and refused to referees', async () => {
    const { a, refs, lincoln9 } = await arrangeBoard();
    const refereeAdmin = await createUser(t.db, { leagueId: a.leagueId, userType: 'referee_admin' });

    const asRefereeAdmin = await candidates(a, lincoln9.id, 'referee', refereeAdmin.auth);
    const asReferee = await change(a, { changes: [{ game_id: lincoln9.id, role: 'referee', referee_id: refs.nia.id }] }, refs.nia.auth);

    expect(asRefereeAdmin.status).toBe(200);
    expect(asReferee.status).toBe(403);
  });
});

describe('replacements after a decline', () => {
  it('proposes the fewest changes for the declined place, and applying one puts that referee on it', async () => {
    const { a, refs, lincoln9 } = await arrangeBoard();
    await change(a, { changes: [{ game_id: lincoln9.id, role: 'referee', referee_id: refs.rob.id }] }).expect(200);
    await request(t.app).post(`${base(a)}/publish/`).set(a.admin.auth).expect(200);
    const robs = await t.db.officialAssignment.findFirstOrThrow({ where: { refereeId: refs.rob.id } });
    await request(t.app).post(`/api/assignments/${robs.id}/decline/`).set(refs.rob.auth).send({ reason: 'Sprained ankle' }).expect(200);

    const res = await request(t.app).get(`${base(a)}/games/${lincoln9.id}/places/referee/replacements/`).set(a.admin.auth);

    expect(res.status).toBe(200);
    expect(res.body.declined_by).toEqual({ referee_id: refs.rob.id, name: 'Rob Regional', reason: 'Sprained ankle' });
    expect(res.body.proposals).toEqual([
      { changes: [{ game_id: lincoln9.id, role: 'referee', referee_id: refs.nia.id }], summary: 'Nia National takes U12 at Lincoln on 2026-10-03 at 9:00 (referee).' },
    ]);
    const applied = await change(a, { changes: res.body.proposals[0].changes });
    expect(applied.status).toBe(200);
    const rows = await rowsOf(a);
    expect(rows.map((r) => ({ refereeId: r.refereeId, status: r.status }))).toEqual([{ refereeId: refs.rob.id, status: 'declined' }, { refereeId: refs.nia.id, status: 'proposed' }]);
  });

  it('says in a sentence when nobody declined the place', async () => {
    const { a, lincoln9 } = await arrangeBoard();

    const res = await request(t.app).get(`${base(a)}/games/${lincoln9.id}/places/referee/replacements/`).set(a.admin.auth);

    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Nobody declined this place, so there are no replacements to propose.');
  });
});

// The drag board's drop on a held place (decision 0190): the dragged official takes the target,
// its holder takes the official's old place, one change of two places judged together.
describe('a swap from the drag board', () => {
  /** Who holds each place now, by game and role. */
  const liveRows = async (a: OfficiatedSeason) =>
    (await rowsOf(a))
      .filter((r) => ['proposed', 'published', 'accepted'].includes(r.status))
      .map((r) => ({ gameId: r.gameId, role: r.role, refereeId: r.refereeId, status: r.status }))
      .sort((x, y) => x.gameId - y.gameId || x.role.localeCompare(y.role));
  type Held = { gameId: number; role: string; refereeId: number };
  /** Two officials placed by hand; answers the change a drag of the first onto the second's place asks (the board's changesForMove). */
  async function placeTwo(a: OfficiatedSeason, from: Held, to: Held) {
    await change(a, { changes: [from, to].map((p) => ({ game_id: p.gameId, role: p.role, referee_id: p.refereeId })) }).expect(200);
    return [
      { game_id: to.gameId, role: to.role, referee_id: from.refereeId },
      { game_id: from.gameId, role: from.role, referee_id: to.refereeId },
    ];
  }

  it('moves two officials of two games: the dry run says both moves and writes nothing, then both places change', async () => {
    const { a, refs, lincoln9, roosevelt9 } = await arrangeBoard();
    const changes = await placeTwo(a, { gameId: lincoln9.id, role: 'referee', refereeId: refs.nia.id }, { gameId: roosevelt9.id, role: 'referee', refereeId: refs.rob.id });
    const before = await liveRows(a);

    const dry = await change(a, { dry_run: true, changes });
    const afterDryRun = await liveRows(a);
    const real = await change(a, { changes });

    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ allowed: true, broken: [] });
    expect(dry.body.summary).toEqual([
      'Nia National takes the referee place of U12 Crows vs Doves, 2026-10-03 at 9:00, Roosevelt from Rob Regional.',
      'Rob Regional takes the referee place of U12 Ants vs Bees, 2026-10-03 at 9:00, Lincoln from Nia National.',
    ]);
    expect(afterDryRun).toEqual(before);
    expect(real.status).toBe(200);
    expect(await liveRows(a)).toEqual([
      { gameId: lincoln9.id, role: 'referee', refereeId: refs.rob.id, status: 'proposed' },
      { gameId: roosevelt9.id, role: 'referee', refereeId: refs.nia.id, status: 'proposed' },
    ]);
  });

  it('swaps the referee and the umpire of one game', async () => {
    const { a, refs, lincoln9 } = await arrangeBoard();
    const changes = await placeTwo(a, { gameId: lincoln9.id, role: 'referee', refereeId: refs.nia.id }, { gameId: lincoln9.id, role: 'umpire', refereeId: refs.rob.id });

    const dry = await change(a, { dry_run: true, changes });
    const real = await change(a, { changes });

    expect(dry.body).toMatchObject({ allowed: true, broken: [] });
    expect(real.status).toBe(200);
    expect(await liveRows(a)).toEqual([
      { gameId: lincoln9.id, role: 'referee', refereeId: refs.rob.id, status: 'proposed' },
      { gameId: lincoln9.id, role: 'umpire', refereeId: refs.nia.id, status: 'proposed' },
    ]);
  });

  it('swaps two officials already told: both are told they come off, and the next publication tells them their new games', async () => {
    const { a, refs, lincoln9, roosevelt9 } = await arrangeBoard();
    const changes = await placeTwo(a, { gameId: lincoln9.id, role: 'referee', refereeId: refs.nia.id }, { gameId: roosevelt9.id, role: 'referee', refereeId: refs.rob.id });
    await request(t.app).post(`${base(a)}/publish/`).set(a.admin.auth).expect(200);

    const real = await change(a, { changes });
    const unpublished = await liveRows(a);
    await request(t.app).post(`${base(a)}/publish/`).set(a.admin.auth).expect(200);

    expect(real.status).toBe(200);
    expect(real.body.summary).toContain('Nia National was already told about this game, so they get an email that they no longer officiate it.');
    expect(real.body.summary).toContain('Rob Regional was already told about this game, so they get an email that they no longer officiate it.');
    expect(unpublished.map((r) => r.status)).toEqual(['proposed', 'proposed']);
    expect(await liveRows(a)).toEqual([
      { gameId: lincoln9.id, role: 'referee', refereeId: refs.rob.id, status: 'published' },
      { gameId: roosevelt9.id, role: 'referee', refereeId: refs.nia.id, status: 'published' },
    ]);
  });

  it('refuses a swap that puts a coach on their own team\'s game: the dry run says why, the save is a 409 and nothing is written', async () => {
    const { a, refs, lincoln9, roosevelt9 } = await arrangeBoard();
    const changes = await placeTwo(a, { gameId: roosevelt9.id, role: 'referee', refereeId: refs.cody.id }, { gameId: lincoln9.id, role: 'referee', refereeId: refs.nia.id });
    const before = await rowsOf(a);

    const dry = await change(a, { dry_run: true, changes });
    const real = await change(a, { changes });

    const sentence = 'Cody Coach cannot be referee of U12 Ants vs Bees, 2026-10-03 at 9:00, Lincoln: coaches Ants.';
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ allowed: false, broken: [sentence] });
    expect(real.status).toBe(409);
    expect(real.body.error).toBe(`This change breaks a rule, so nothing was saved. ${sentence}`);
    expect(await rowsOf(a)).toEqual(before);
  });
});
