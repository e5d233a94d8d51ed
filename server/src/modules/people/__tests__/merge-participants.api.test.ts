import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague, type TestUser } from '../../../testing/factories.js';
import { createDivision, createPlayer, createSeason, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { runsOnPostgres } from '../../../testing/test-database.js';
import { recordRatings } from '../../ratings/index.js';

const t = useTestApp();
const born = new Date(Date.UTC(2015, 4, 5));

/**
 * Eli Cooper, new this season, and Elijah Cooper, the same child from two earlier seasons with
 * ratings, their history and a household with his sister: one person in two records (issue 37).
 */
async function arrangeCooper() {
  const admin = await createAdminInNewLeague(t.db);
  const division = async (season: string, name = 'U10') => createDivision(t.db, admin.leagueId, { seasonId: (await createSeason(t.db, admin.leagueId, { name: season })).id, name });
  const [spring, fall, now] = [await division('Spring 2025'), await division('Fall 2025'), await division('Fall 2026')];
  const eli = await createPlayer(t.db, now, { name: 'Eli Cooper', dateOfBirth: born });
  const olds = [await createPlayer(t.db, spring, { name: 'Elijah Cooper', dateOfBirth: born }), await createPlayer(t.db, fall, { name: 'Elijah Cooper', dateOfBirth: born })];
  const elijahId = olds[0]!.participantId!;
  await t.db.player.update({ where: { id: olds[1]!.id }, data: { participantId: elijahId } });
  for (const old of olds) {
    const division = old.divisionId === spring.id ? spring : fall;
    const skills = [await createSkill(t.db, division.id, { name: 'Shooting' }), await createSkill(t.db, division.id, { name: 'Defense' })];
    await t.db.$transaction((tx) => recordRatings(tx, { leagueId: admin.leagueId, kind: 'manual', ratings: skills.map((s, i) => ({ playerId: old.id, skillId: s.id, value: 3 + i * 0.5 })) }));
    // An older rating of the same skill: history only.
    await t.db.$transaction((tx) => recordRatings(tx, { leagueId: admin.leagueId, kind: 'manual', makeCurrent: false, ratings: [{ playerId: old.id, skillId: skills[0]!.id, value: 2 }] }));
  }
  const sister = await createPlayer(t.db, fall, { name: 'Ava Cooper', dateOfBirth: new Date(Date.UTC(2017, 1, 1)) });
  const household = await t.db.household.create({ data: { leagueId: admin.leagueId, name: 'Cooper household' } });
  await t.db.participant.updateMany({ where: { id: { in: [elijahId, sister.participantId!] } }, data: { householdId: household.id } });
  await t.db.participant.update({ where: { id: elijahId }, data: { emails: ['dana@cooper.test'], guardianNames: ['Dana Cooper'], registrationId: 'LA-77' } });
  return { admin, eliId: eli.participantId!, elijahId, household, now };
}

const merge = (admin: TestUser, id: number, body: unknown) => request(t.app).post(`/api/participants/${id}/merge/`).set(admin.auth).send(body as object);

/** Everything a league holds about its people, to show a merge loses nothing. */
async function countLeague(leagueId: number) {
  const players = await t.db.player.findMany({ where: { leagueId }, select: { id: true } });
  const playerIds = players.map((p) => p.id);
  return {
    participants: await t.db.participant.count({ where: { leagueId } }),
    players: players.length,
    ratings: await t.db.playerSkillRating.count({ where: { playerId: { in: playerIds } } }),
    history: await t.db.ratingEntry.count({ where: { leagueId } }),
    households: await t.db.household.count({ where: { leagueId } }),
  };
}

describe('POST /api/participants/{id}/merge/ (two records of one child become one)', () => {
  it('a dry run says what would move, in counts the page can put in words, and writes nothing', async () => {
    const { admin, eliId, elijahId } = await arrangeCooper();
    const before = await countLeague(admin.leagueId);

    const res = await merge(admin, eliId, { other_id: elijahId });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      dry_run: true,
      kept: { id: eliId, name: 'Eli Cooper', date_of_birth: '2015-05-05' },
      removed: { id: elijahId, name: 'Elijah Cooper' },
      moves: { ratings: 4, rating_history: 6, household_joined: { name: 'Cooper household' }, household_left: null, contacts_added: 2 },
    });
    expect(res.body.moves.registrations.map((r: { season_name: string }) => r.season_name)).toEqual(['Spring 2025', 'Fall 2025']);
    expect(await countLeague(admin.leagueId)).toEqual(before);
  });

  it('moves the registrations, ratings, history, household and contacts onto the kept person and removes the other; nothing is lost', async () => {
    const { admin, eliId, elijahId, household } = await arrangeCooper();
    const feed = await t.db.calendarFeed.create({ data: { leagueId: admin.leagueId, seasonId: (await t.db.season.findFirstOrThrow({ where: { leagueId: admin.leagueId } })).id, kind: 'family', subject: `participant-${elijahId}`, token: `merge-${elijahId}` } });
    const before = await countLeague(admin.leagueId);

    const res = await merge(admin, eliId, { other_id: elijahId, dry_run: false });

    expect(res.status).toBe(200);
    const page = res.body.participant;
    const seasons = page.registrations.map((r: { season: { name: string }; ratings: unknown[] }) => `${r.season.name}: ${r.ratings.length} ratings`);
    expect(seasons.sort()).toEqual(['Fall 2025: 2 ratings', 'Fall 2026: 0 ratings', 'Spring 2025: 2 ratings']);
    expect(page).toMatchObject({ name: 'Eli Cooper', registration_id: 'LA-77', emails: ['dana@cooper.test'], guardian_names: ['Dana Cooper'], household: { id: household.id } });
    expect(page.household.members.map((m: { name: string }) => m.name).sort()).toEqual(['Ava Cooper', 'Eli Cooper']);
    expect(await t.db.participant.findUnique({ where: { id: elijahId } })).toBeNull();
    expect(await countLeague(admin.leagueId)).toEqual({ ...before, participants: before.participants - 1 });
    expect((await t.db.calendarFeed.findUniqueOrThrow({ where: { id: feed.id } })).subject).toBe(`household-${household.id}`);
  });

  it('keeps the kept person\'s own household; the other\'s, left empty, is dropped', async () => {
    const { admin, eliId, elijahId, household } = await arrangeCooper();
    const own = await t.db.household.create({ data: { leagueId: admin.leagueId, name: 'Eli at his dad\'s' } });
    await t.db.participant.update({ where: { id: eliId }, data: { householdId: own.id } });
    await t.db.participant.updateMany({ where: { householdId: household.id, id: { not: elijahId } }, data: { householdId: null } });

    const preview = await merge(admin, eliId, { other_id: elijahId });
    const res = await merge(admin, eliId, { other_id: elijahId, dry_run: false });

    expect(preview.body.moves).toMatchObject({ household_joined: null, household_left: { id: household.id, name: 'Cooper household' } });
    expect(res.status).toBe(200);
    expect(res.body.participant.household).toMatchObject({ id: own.id });
    expect(await t.db.household.findUnique({ where: { id: household.id } })).toBeNull();
  });

  it('refuses with a sentence naming the division when both are registered in one division of one season, and writes nothing', async () => {
    const { admin, eliId, elijahId, now } = await arrangeCooper();
    await t.db.player.create({ data: { name: 'Elijah Cooper', leagueId: admin.leagueId, divisionId: now.id, participantId: elijahId } });
    const before = await countLeague(admin.leagueId);

    const res = await merge(admin, eliId, { other_id: elijahId, dry_run: false });

    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Eli Cooper and Elijah Cooper are both registered in U10 of Fall 2026. One child cannot play twice in one division: remove one of these registrations from the division first, then merge.');
    expect(await countLeague(admin.leagueId)).toEqual(before);
  });

  it('answers 404 for another league\'s person and 400 for a person merged with themself', async () => {
    const { admin, eliId } = await arrangeCooper();
    const stranger = await arrangeCooper();

    const foreign = await merge(admin, eliId, { other_id: stranger.elijahId, dry_run: false });
    const foreignPage = await merge(admin, stranger.eliId, { other_id: eliId, dry_run: false });
    const self = await merge(admin, eliId, { other_id: eliId, dry_run: false });

    expect([foreign.status, foreignPage.status]).toEqual([404, 404]);
    expect(self.status).toBe(400);
    expect(self.body.error).toBe('A person cannot be merged with themself: choose the other record of this child.');
    expect(await t.db.participant.findUnique({ where: { id: stranger.elijahId } })).not.toBeNull();
  });
});

// The embedded database runs one query at a time, so only PostgreSQL can show a race.
describe.skipIf(!runsOnPostgres())('two merges of one pair at once (PostgreSQL)', () => {
  it('in opposite directions: one merges, the other finds its person gone, and nothing is lost', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { admin, eliId, elijahId } = await arrangeCooper();
      const before = await countLeague(admin.leagueId);

      const answers = await Promise.all([merge(admin, eliId, { other_id: elijahId, dry_run: false }), merge(admin, elijahId, { other_id: eliId, dry_run: false })]);

      expect(answers.map((r) => r.status).sort()).toEqual([200, 404]);
      expect(await countLeague(admin.leagueId)).toEqual({ ...before, participants: before.participants - 1 });
    }
  });
});
