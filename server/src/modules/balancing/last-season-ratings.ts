import type { Db } from '../../lib/db/database.js';
import { round } from '../../lib/composite.js';
import { describeOrigin, findCarriedRatings } from '../ratings/index.js';

export interface LastSeasonRating {
  /** On the division's skill scale (0 to its factor), as stored ratings are. */
  rating: number;
  /** On 0-10, as screens show ratings. */
  displayRating: number;
  /** Where it came from: "coach rating, Fall 2025, U10, age 9". */
  description: string;
}

/** By player id, then skill id of this division. */
export type LastSeasonRatings = Map<number, Map<number, LastSeasonRating>>;

/**
 * What `missing_ratings=last_season` fills with (decision 0066): for each player's person, the
 * ratings carry-forward would bring (ratings module: their latest registration in an earlier
 * season that has ratings, skills matched by name, rescaled to this division's skill).
 * Read now, not at registration, so ratings given after the import count too.
 */
export async function findLastSeasonRatings(db: Db, divisionId: number, players: { id: number; participantId: number | null }[]): Promise<LastSeasonRatings> {
  const people = players.filter((p) => p.participantId !== null);
  const carried = await findCarriedRatings(db, divisionId, [...new Set(people.map((p) => p.participantId!))]);
  const result: LastSeasonRatings = new Map();
  for (const player of people) {
    const ratings = carried.get(player.participantId!);
    if (!ratings?.length) continue;
    result.set(player.id, new Map(ratings.map((c) => [c.skillId, {
      rating: c.rating,
      displayRating: round(c.displayRating, 2),
      description: describeOrigin({ kind: c.originKind, originKind: c.originKind, label: c.label, ageThen: c.ageThen }),
    }])));
  }
  return result;
}
