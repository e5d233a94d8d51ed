import type { Prisma } from '../../generated/prisma/client.js';
import { inBatches } from './in-batches.js';

type Tx = Prisma.TransactionClient;

export interface NewPlayerRow {
  name: string;
  email: string | null;
  dateOfBirth: Date | null;
  heightCm: number | null;
  additionalData: Prisma.InputJsonValue;
  leagueId: number;
  divisionId: number;
  teamId: number | null;
  /** Left null, the people trigger attaches the player to a participant (decision 0039). */
  participantId?: number | null;
}

export interface NewRatingRow {
  playerId: number;
  skillId: number;
  rating: number;
}

// One statement per slice: each column travels as one array parameter (unnest), so a
// 5,000-player roster is a handful of statements, not Prisma's per-row VALUES it must build.
const slice = 1000;

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);
/** A timestamp without time zone, kept as UTC like Prisma's DateTime. */
const utc = (date: Date) => date.toISOString().replace('Z', '');

/**
 * Inserts players set-based and answers their ids in the order of `rows`: the ids are taken
 * from the sequence first, so no ordering of RETURNING is relied upon.
 */
export async function insertPlayers(tx: Tx, rows: NewPlayerRow[], now = new Date()): Promise<number[]> {
  return inBatches(rows, slice, async (part) => {
    const ids = (await tx.$queryRaw<{ id: number }[]>`
      SELECT nextval(pg_get_serial_sequence('players', 'id'))::int AS id FROM generate_series(1, ${part.length}::int)`).map((r) => r.id);
    await tx.$executeRaw`
      INSERT INTO players (id, name, email, date_of_birth, height_cm, additional_data, league_id, division_id, team_id, participant_id, created_at, updated_at)
      SELECT u.*, ${utc(now)}::timestamp, ${utc(now)}::timestamp
      FROM unnest(
        ${ids}::int[], ${part.map((p) => p.name)}::text[], ${part.map((p) => p.email)}::text[], ${part.map((p) => day(p.dateOfBirth))}::date[],
        ${part.map((p) => p.heightCm)}::float8[], ${part.map((p) => JSON.stringify(p.additionalData))}::jsonb[], ${part.map((p) => p.leagueId)}::int[],
        ${part.map((p) => p.divisionId)}::int[], ${part.map((p) => p.teamId)}::int[], ${part.map((p) => p.participantId ?? null)}::int[]
      ) AS u`;
    return ids;
  });
}

/** Inserts current ratings set-based (each row a player's first rating of that skill). */
export async function insertRatings(tx: Tx, rows: NewRatingRow[]): Promise<void> {
  await inBatches(rows, slice * 4, async (part) => [
    await tx.$executeRaw`
      INSERT INTO player_skill_ratings (player_id, skill_id, rating)
      SELECT * FROM unnest(${part.map((r) => r.playerId)}::int[], ${part.map((r) => r.skillId)}::int[], ${part.map((r) => r.rating)}::float8[])`,
  ]);
}
