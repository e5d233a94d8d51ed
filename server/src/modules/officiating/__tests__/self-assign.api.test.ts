import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { createCertifiedReferee, giveSaturdays } from './arrange-officials.js';
import { appBeforeTheSeason, arrangeSelfAssign, openGames, takeGame } from './arrange-self-assign.js';

const t = useTestApp();
const settingsOf = (seasonId: number) => `/api/seasons/${seasonId}/officials/settings/`;
const placesOf = (body: { results: { game_id: number; role: string }[] }) => body.results.map((r) => `${r.game_id}|${r.role}`);
const selfAssignEmails = (leagueId: number) => t.db.outboxMessage.findMany({ where: { leagueId, kind: 'officials_self_assign' } });

describe("the season's self-assign setting", () => {
  it('is off until the assignor turns it on, and only assignors of the league may set it', async () => {
    const app = appBeforeTheSeason(t);
    const { a, refs } = await arrangeSelfAssign(app, t, false);
    const other = await arrangeSelfAssign(app, t, false);

    const before = await request(app).get(settingsOf(a.season.id)).set(a.admin.auth);
    const turnedOn = await request(app).put(settingsOf(a.season.id)).set(a.admin.auth).send({ self_assign: true });
    const after = await request(app).get(settingsOf(a.season.id)).set(a.admin.auth);
    const byReferee = await request(app).put(settingsOf(a.season.id)).set(refs.nia.auth).send({ self_assign: false });
    const foreign = await request(app).put(settingsOf(a.season.id)).set(other.a.admin.auth).send({ self_assign: false });

    expect(before.body).toEqual({ season_id: a.season.id, self_assign: false });
    expect(turnedOn.body).toEqual({ season_id: a.season.id, self_assign: true });
    expect(after.body.self_assign).toBe(true);
    expect(byReferee.status).toBe(403);
    expect(foreign.status).toBe(404);
  });

  it('answers bad input with a sentence and changes nothing', async () => {
    const app = appBeforeTheSeason(t);
    const { a } = await arrangeSelfAssign(app, t, false);

    const notBoolean = await request(app).put(settingsOf(a.season.id)).set(a.admin.auth).send({ self_assign: 'yes' });
    const extra = await request(app).put(settingsOf(a.season.id)).set(a.admin.auth).send({ self_assign: true, division_id: 3 });
    const badSeason = await request(app).put(settingsOf(0)).set(a.admin.auth).send({ self_assign: true });

    expect([notBoolean.status, extra.status, badSeason.status]).toEqual([400, 400, 404]);
    expect(notBoolean.body.error).toBe('self_assign must be true or false.');
    expect(extra.body.error).toBe("The season's officials settings have only self_assign.");
    expect(await t.db.seasonOfficialsSettings.count({ where: { seasonId: a.season.id } })).toBe(0);
  });
});

describe("a referee's open games", () => {
  it('are none while the assignor has not allowed self-assign, and taking one is refused with a sentence', async () => {
    const app = appBeforeTheSeason(t);
    const { refs, lincoln9 } = await arrangeSelfAssign(app, t, false);

    const list = await openGames(app, refs.nia.auth);
    const take = await takeGame(app, refs.nia.auth, { game_id: lincoln9.id, role: 'referee' });

    expect(list.body).toEqual({ self_assign: false, count: 0, results: [] });
    expect(take.status).toBe(403);
    expect(take.body.error).toBe('The assignor has not allowed referees to pick games themselves in this season. Ask the assignor to give you this game.');
  });

  it('list only the open places each referee may take under the auto-assign rules', async () => {
    const app = appBeforeTheSeason(t);
    const { a, refs, lincoln9 } = await arrangeSelfAssign(app, t);
    await request(app).post(`/api/seasons/${a.season.id}/officials/changes/`).set(a.admin.auth).send({ changes: [{ game_id: lincoln9.id, role: 'umpire', referee_id: refs.rob.id }] }).expect(200);
    const saturdayGames = a.games.filter((g) => g.date.getUTCDay() === 6);

    const [nia, cody, eve] = await Promise.all([openGames(app, refs.nia.auth), openGames(app, refs.cody.auth), openGames(app, refs.eve.auth)]);

    // Nia: every Saturday place but the umpire place Rob holds; Sunday is outside her availability.
    expect(nia.body.count).toBe(saturdayGames.length * 2 - 1);
    expect(placesOf(nia.body)).not.toContain(`${lincoln9.id}|umpire`);
    expect(nia.body.results[0]).toEqual({
      game_id: lincoln9.id, role: 'referee', season_id: a.season.id, season: a.season.name, date: '2026-10-03', start: '9:00', end: '10:00',
      division: 'U12', home: 'Ants', away: 'Bees', venue: 'Lincoln', fee: 30,
    });
    // Cody coaches the Ants: never their games.
    const antsGames = new Set(a.games.filter((g) => g.homeTeamId === a.teams[0]!.id || g.awayTeamId === a.teams[0]!.id).map((g) => g.id));
    expect(cody.body.results.some((r: { game_id: number }) => antsGames.has(r.game_id))).toBe(false);
    expect(cody.body.count).toBeGreaterThan(0);
    // Eve's certificate ends before the first game.
    expect(eve.body).toEqual({ self_assign: true, count: 0, results: [] });
  });

  it('lets a referee take one: accepted at once, on "My games", gone from the open games with the clashing ones, and the assignor emailed once', async () => {
    const app = appBeforeTheSeason(t);
    const { a, refs, lincoln9, roosevelt9 } = await arrangeSelfAssign(app, t);

    const taken = await takeGame(app, refs.nia.auth, { game_id: lincoln9.id, role: 'Referee' });
    const mine = await request(app).get('/api/referees/me/games/').set(refs.nia.auth);
    const open = await openGames(app, refs.nia.auth);
    const othersOpen = await openGames(app, refs.rob.auth);

    expect(taken.status).toBe(201);
    expect(taken.body).toMatchObject({ game_id: lincoln9.id, role: 'referee', status: 'accepted', home: 'Ants', away: 'Bees' });
    expect(mine.body.map((g: { game_id: number; status: string }) => [g.game_id, g.status])).toEqual([[lincoln9.id, 'accepted']]);
    // The same game's umpire place and the Roosevelt game at the same time are no longer hers to take.
    for (const place of [`${lincoln9.id}|referee`, `${lincoln9.id}|umpire`, `${roosevelt9.id}|referee`, `${roosevelt9.id}|umpire`]) expect(placesOf(open.body)).not.toContain(place);
    expect(placesOf(othersOpen.body)).not.toContain(`${lincoln9.id}|referee`);
    const emails = await selfAssignEmails(a.leagueId);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ recipients: [`${a.admin.username}@example.org`], subject: 'Nia National took the referee place in Ants vs Bees, Saturday 3 October 9:00' });
    expect(emails[0]!.body).toContain('Nia National took the open referee place of this game themselves:');
  });

  it('answers 409 with a sentence for a place no longer open, a rule broken or a game already started, writing nothing', async () => {
    const app = appBeforeTheSeason(t);
    const { a, refs, lincoln9, roosevelt9 } = await arrangeSelfAssign(app, t);
    await takeGame(app, refs.rob.auth, { game_id: roosevelt9.id, role: 'referee' }).expect(201);
    await takeGame(app, refs.nia.auth, { game_id: lincoln9.id, role: 'referee' }).expect(201);
    const rowsBefore = await t.db.officialAssignment.count({ where: { leagueId: a.leagueId } });

    const taken = await takeGame(app, refs.cody.auth, { game_id: roosevelt9.id, role: 'referee' });
    const coach = await takeGame(app, refs.cody.auth, { game_id: lincoln9.id, role: 'umpire' });
    const overlap = await takeGame(app, refs.nia.auth, { game_id: roosevelt9.id, role: 'umpire' });
    const expired = await takeGame(app, refs.eve.auth, { game_id: roosevelt9.id, role: 'umpire' });
    const again = await takeGame(app, refs.nia.auth, { game_id: lincoln9.id, role: 'referee' });
    const late = await takeGame(appBeforeTheSeason(t, new Date('2026-10-03T09:30:00Z')), refs.cody.auth, { game_id: roosevelt9.id, role: 'umpire' });

    expect([taken.status, coach.status, overlap.status, expired.status, again.status, late.status]).toEqual([409, 409, 409, 409, 409, 409]);
    expect(taken.body.error).toBe('The referee place of U12 Crows vs Doves, 2026-10-03 at 9:00, Roosevelt is no longer open: Rob Regional has it. Choose another game.');
    expect(coach.body.error).toBe('You cannot take the umpire place of U12 Ants vs Bees, 2026-10-03 at 9:00, Lincoln: coaches Ants.');
    expect(coach.body.details).toEqual({ rules: ['conflict'], reasons: ['coaches Ants'] });
    expect(overlap.body.error).toBe('You cannot take the umpire place of U12 Crows vs Doves, 2026-10-03 at 9:00, Roosevelt: already at Lincoln at 9:00.');
    expect(expired.body.error).toMatch(/^You cannot take the umpire place of U12 Crows vs Doves, 2026-10-03 at 9:00, Roosevelt: certificate/);
    expect(again.body.error).toBe('You already have the referee place of U12 Ants vs Bees, 2026-10-03 at 9:00, Lincoln.');
    expect(late.body.error).toBe('This game has already started, so the umpire place of U12 Crows vs Doves, 2026-10-03 at 9:00, Roosevelt can no longer be taken.');
    expect(await t.db.officialAssignment.count({ where: { leagueId: a.leagueId } })).toBe(rowsBefore);
  });

  it("reads a game's start on the league's clock: 9:00 in Los Angeles is still open at 9:30 UTC and started at 17:30 UTC", async () => {
    const app = appBeforeTheSeason(t);
    const { a, refs, roosevelt9 } = await arrangeSelfAssign(app, t);
    await t.db.league.update({ where: { id: a.leagueId }, data: { timeZone: 'America/Los_Angeles' } });

    const early = await takeGame(appBeforeTheSeason(t, new Date('2026-10-03T09:30:00Z')), refs.rob.auth, { game_id: roosevelt9.id, role: 'referee' });
    const late = await takeGame(appBeforeTheSeason(t, new Date('2026-10-03T17:30:00Z')), refs.cody.auth, { game_id: roosevelt9.id, role: 'umpire' });

    expect(early.status).toBe(201);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/^This game has already started/);
  });

  it('refuses a day over the referee\'s most games and a youth referee on a place for adults, naming the rule', async () => {
    const app = appBeforeTheSeason(t);
    const { a, refs, lincoln9, lincoln20 } = await arrangeSelfAssign(app, t);
    const yara = await createCertifiedReferee(t.db, a.leagueId, a.levels.national.id, { name: 'Yara Youth', born: '2011-06-01' });
    await giveSaturdays(app, yara);
    await request(app).put('/api/referees/me/availability/').set(refs.rob.auth).send({ weekly: [{ weekday: 'sat', start: '8:00', end: '22:00' }], dates_off: [], max_games_per_day: 1 }).expect(200);
    await takeGame(app, refs.rob.auth, { game_id: lincoln9.id, role: 'umpire' }).expect(201);

    const overDay = await takeGame(app, refs.rob.auth, { game_id: lincoln20.id, role: 'umpire' });
    const youth = await takeGame(app, yara.auth, { game_id: lincoln20.id, role: 'referee' });

    expect([overDay.status, youth.status]).toEqual([409, 409]);
    expect(overDay.body.error).toBe('You cannot take the umpire place of U12 Ants vs Crows, 2026-10-03 at 20:00, Lincoln: already has 1 game on 2026-10-03, the most they take a day.');
    expect(overDay.body.details.rules).toEqual(['games-per-day']);
    expect(youth.body.details.rules).toContain('youth');
  });

  it('answers bad input with a sentence, another league\'s game with a 404, and an administrator with a 403', async () => {
    const app = appBeforeTheSeason(t);
    const { a, refs, lincoln9 } = await arrangeSelfAssign(app, t);
    const other = await arrangeSelfAssign(app, t);

    const answers = await Promise.all([
      takeGame(app, refs.nia.auth, {}),
      takeGame(app, refs.nia.auth, { game_id: 'first', role: 'referee' }),
      takeGame(app, refs.nia.auth, { game_id: lincoln9.id, role: '' }),
      takeGame(app, refs.nia.auth, { game_id: lincoln9.id, role: 'referee', referee_id: refs.rob.id }),
      takeGame(app, refs.nia.auth, { game_id: lincoln9.id, role: 'linesman' }),
      takeGame(app, refs.nia.auth, { game_id: other.lincoln9.id, role: 'referee' }),
      takeGame(app, a.admin.auth, { game_id: lincoln9.id, role: 'referee' }),
    ]);

    expect(answers.map((r) => r.status)).toEqual([400, 400, 400, 400, 404, 404, 403]);
    expect(answers.map((r) => r.body.error)).toEqual([
      'Say which game you take (game_id).',
      'Say which game you take (game_id).',
      'Say which place you take, such as "referee" or "umpire" (role).',
      'Taking a game needs only game_id and role.',
      'This game has no place called "linesman".',
      'Game was not found.',
      'Only referees have games to officiate and availability to give.',
    ]);
    expect(await t.db.officialAssignment.count({ where: { leagueId: { in: [a.leagueId, other.a.leagueId] } } })).toBe(0);
  });
});
