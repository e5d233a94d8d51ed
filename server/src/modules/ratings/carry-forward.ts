import { skillNameKey, type RatingSourceKind } from '@league/contract';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';
import { ageOn } from '../../lib/age.js';
import { toDisplayRating } from '../../lib/composite.js';
import { findDivisionSkillsAndStart, findEarlierRatedRegistrations } from './rating-entries.repository.js';
import { recordRatings } from './record-ratings.js';
import { describeOrigin, registrationLabel, skillScale, type Scale } from './rating-scale.js';

type Client = Db | Prisma.TransactionClient;

/** A rating a returning person brings to a new registration (decision 0044). */
export interface CarriedRating {
  participantId: number;
  skillId: number;
  skillName: string;
  /** On the new skill's scale. */
  rating: number;
  displayRating: number;
  fromEntryId: number | null;
  originKind: RatingSourceKind;
  label: string;
  ageThen: number | null;
  raterName: string | null;
  ratedOn: Date;
  originalValue: number;
  scale: Scale;
  description: string;
}

const sameName = (a: string, b: string) => skillNameKey(a) === skillNameKey(b);

/**
 * For each person: the ratings of their latest registration in an earlier season (by start date)
 * that has any, for the skills of `divisionId` with the same name, rescaled to the new skill's
 * factor. A rating stored before sources were kept is told as "uploaded or entered by hand".
 */
export async function findCarriedRatings(db: Client, divisionId: number, participantIds: number[]): Promise<Map<number, CarriedRating[]>> {
  const result = new Map<number, CarriedRating[]>();
  if (participantIds.length === 0) return result;
  const division = await findDivisionSkillsAndStart(db, divisionId);
  if (division.skills.length === 0) return result;
  const earlier = await findEarlierRatedRegistrations(db, participantIds, division.season.startDate);
  const latest = new Map<number, (typeof earlier)[number]>();
  for (const p of earlier) if (!latest.has(p.participantId!)) latest.set(p.participantId!, p);
  for (const [participantId, player] of latest) {
    const born = player.participant?.dateOfBirth?.toISOString().slice(0, 10);
    const start = player.division.season.startDate;
    const carried = division.skills.flatMap((skill): CarriedRating[] => {
      const old = player.ratings.find((r) => sameName(r.skill.name, skill.name));
      if (!old) return [];
      const rating = Math.min(skill.normalizationFactor, (old.rating / old.skill.normalizationFactor) * skill.normalizationFactor);
      const entry = old.sourceEntry;
      const told = entry
        ? { originKind: entry.originKind as RatingSourceKind, label: entry.label, ageThen: entry.ageThen, raterName: entry.raterName, ratedOn: entry.ratedOn, originalValue: entry.originalValue, scale: { min: entry.scaleMin, max: entry.scaleMax, lowIsBest: entry.lowIsBest } }
        : { originKind: 'manual' as const, label: registrationLabel(player.division.season.name, player.division.name), ageThen: born ? ageOn(born, start.toISOString().slice(0, 10)) : null, raterName: null, ratedOn: start, originalValue: old.rating, scale: skillScale(old.skill.normalizationFactor) };
      return [{ participantId, skillId: skill.id, skillName: skill.name, rating, displayRating: toDisplayRating(rating, skill.normalizationFactor), fromEntryId: entry?.id ?? null, ...told, description: describeOrigin({ kind: 'carried_forward', ...told }) }];
    });
    if (carried.length) result.set(participantId, carried);
  }
  return result;
}

/**
 * Writes the carried ratings onto new registrations, as "carried forward" entries that keep the
 * original label, rater, date and scale. Skills the caller already rates (`skip`) are left alone.
 */
export async function carryForwardRatings(tx: Prisma.TransactionClient, leagueId: number, divisionId: number, registrations: { playerId: number; participantId: number; skip?: Set<number> }[]): Promise<number> {
  const carried = await findCarriedRatings(tx, divisionId, registrations.map((r) => r.participantId));
  const ratings = registrations.flatMap(({ playerId, participantId, skip }) =>
    (carried.get(participantId) ?? []).filter((c) => !skip?.has(c.skillId)).map((c) => ({
      playerId, skillId: c.skillId, value: c.originalValue, rating: c.rating, scale: c.scale, label: c.label, ageThen: c.ageThen,
      raterName: c.raterName, ratedOn: c.ratedOn, originKind: c.originKind, derivedFromId: c.fromEntryId ?? undefined,
    })));
  await recordRatings(tx, { leagueId, kind: 'carried_forward', ratings });
  return ratings.length;
}
