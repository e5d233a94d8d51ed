import multer from 'multer';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../testing/factories.js';
import { createDivision, createPlayer, createSeason, createSkill } from '../../testing/league-fixtures.js';
import { useTestApp } from '../../testing/test-app.js';
import { runsOnPostgres } from '../../testing/test-database.js';
import { Prisma } from '../../generated/prisma/client.js';
import { toAppError } from '../translate-error.js';

const t = useTestApp();

/** The error a write throws, so the tests translate what Prisma really raises. */
async function caught(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (err) {
    return err;
  }
  throw new Error('the write was expected to fail');
}

describe('errors from libraries become answers in one place', () => {
  it('a season name that lost a race to the unique index answers the 400 the friendly check gives', async () => {
    const admin = await createAdminInNewLeague(t.db);
    await createSeason(t.db, admin.leagueId, { name: 'Spring 2026' });

    const err = await caught(() => createSeason(t.db, admin.leagueId, { name: 'Spring 2026' }));

    expect(toAppError(err, { name: ' Spring 2026 ' })).toMatchObject({
      status: 400,
      message: 'A season named "Spring 2026" already exists in this league.',
      code: 'season_name_taken',
      details: { fields: { name: 'taken' } },
    });
  });

  it('a second rating of the same player and skill answers the duplicate-rating 400', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);
    const skill = await createSkill(t.db, division.id);
    const player = await createPlayer(t.db, division, { ratings: { [skill.id]: 5 } });

    const err = await caught(() => t.db.playerSkillRating.create({ data: { playerId: player.id, skillId: skill.id, rating: 3 } }));

    expect(toAppError(err, {})).toMatchObject({ status: 400, message: 'This player already has a rating for this skill.', code: 'duplicate_rating' });
  });

  it('a unique index with no sentence of its own answers the general duplicate 400', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const league = await t.db.league.findUniqueOrThrow({ where: { id: admin.leagueId } });

    const err = await caught(() => t.db.league.create({ data: { name: league.name } }));

    expect(toAppError(err, {})).toMatchObject({ status: 400, message: 'A record with the same unique value already exists.', code: 'duplicate' });
  });

  it('a missing row (P2025) answers 404 and a missing reference (P2003) answers 400', async () => {
    const missing = await caught(() => t.db.season.update({ where: { id: 2_000_000_000 }, data: { name: 'x' } }));
    const dangling = await caught(() => createSeason(t.db, 2_000_000_000));

    expect(toAppError(missing)).toMatchObject({ status: 404, message: 'The record was not found.' });
    expect(toAppError(dangling)).toMatchObject({ status: 400, message: 'A referenced record does not exist.', code: 'foreign_key' });
  });

  it('an upload over the size limit answers 400 naming the limit; a file in another field names the field', () => {
    expect(toAppError(new multer.MulterError('LIMIT_FILE_SIZE', 'file'))).toMatchObject({
      status: 400,
      message: 'The CSV file is larger than 2 MB.',
      code: 'file_too_large',
    });
    expect(toAppError(new multer.MulterError('LIMIT_UNEXPECTED_FILE', 'upload'))).toMatchObject({
      status: 400,
      message: 'Send the CSV in the "file" field, one file only.',
      details: { field: 'upload' },
    });
  });

  it('a body that is not JSON answers 400 and one over the limit 413', () => {
    expect(toAppError({ type: 'entity.parse.failed' })).toMatchObject({ status: 400, message: 'The request body is not valid JSON.' });
    expect(toAppError({ type: 'entity.too.large' })).toMatchObject({ status: 413, message: 'The request body is too large.' });
  });

  it('a transaction that ran past its timeout (P2028, rolled back) answers 503 with Retry-After: the database was busy, try again', async () => {
    const err = await caught(() => t.db.$transaction(async (tx) => tx.$queryRaw`SELECT 1 AS one FROM pg_sleep(0.3)`, { timeout: 50 }));

    expect(err).toMatchObject({ code: 'P2028' });
    expect(toAppError(err)).toMatchObject({
      status: 503,
      code: 'unavailable',
      retryAfterSeconds: 5,
      message: 'The server is busy right now and could not finish this request. Please try again in 5 seconds.',
    });
  });

  it('a transaction that could not start in time, too many connections and a database out of reach answer the same 503', () => {
    const prismaError = (code: string, message: string) => new Prisma.PrismaClientKnownRequestError(message, { code, clientVersion: Prisma.prismaVersion.client });
    const busy = [
      prismaError('P2028', 'Transaction API error: Unable to start a transaction in the given time.'),
      prismaError('P2037', 'Too many database connections opened: sorry, too many clients already'),
      prismaError('P1001', "Can't reach database server at 127.0.0.1:5432"),
    ];

    for (const err of busy) expect(toAppError(err)).toMatchObject({ status: 503, retryAfterSeconds: 5 });
  });

  it.skipIf(!runsOnPostgres())('a row lock not granted within lock_timeout (55P03) answers 503, a deadlock outside a retried transaction 409', async () => {
    const admin = await createAdminInNewLeague(t.db);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM leagues WHERE id = ${admin.leagueId} FOR UPDATE`;
      locked();
      await held;
    });
    await isLocked;

    const err = await caught(() => t.db.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL lock_timeout = '20ms'`;
      await tx.$queryRaw`SELECT id FROM leagues WHERE id = ${admin.leagueId} FOR UPDATE`;
    }));
    release();
    await holder;

    expect(toAppError(err)).toMatchObject({ status: 503, retryAfterSeconds: 5 });
    expect(toAppError(new Prisma.PrismaClientKnownRequestError('Transaction failed due to a write conflict or a deadlock.', { code: 'P2034', clientVersion: Prisma.prismaVersion.client }))).toMatchObject({
      status: 409,
      message: 'Another change was being saved at the same moment, so this one was not saved. Please try again.',
    });
  });

  it('anything else is not translated: the middleware answers 500 and logs it', () => {
    expect(toAppError(new Error('a bug'))).toBeNull();
  });

  it('a NUL character that reached the database answers 400 (the last resort behind the request check)', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);

    const text = await caught(() => t.db.team.create({ data: { name: 'Hawks\u0000', divisionId: division.id, leagueId: admin.leagueId } }));
    const json = await caught(() => t.db.player.create({ data: { name: 'Ann', leagueId: admin.leagueId, divisionId: division.id, additionalData: { note: 'a\u0000b' } } }));

    for (const err of [text, json]) {
      expect(toAppError(err, {})).toMatchObject({ status: 400, message: 'The text contains a character that cannot be stored (a NUL character, U+0000).', code: 'unstorable_text' });
    }
  });
});
