import { ageOn } from '../../../../lib/age.js';
import type { OfficialsRule } from './result.js';
import { declineKey, type PreparedGame, type PreparedReferee, type Problem, type Slot } from './prepared.js';
import type { OfficialsCertificate } from './types.js';
import { clock, weekdaysName } from './words.js';

/** Why a referee cannot take a slot: the rule, and the reason in the assignor's words. */
export interface Refusal {
  rule: OfficialsRule;
  reason: string;
}

export type StaticContext = Pick<Problem, 'levels' | 'rules' | 'days' | 'declined'>;

const rankOf = (ctx: StaticContext, certificate: OfficialsCertificate) => ctx.levels.get(certificate.levelId)!.rank;

/** Why the referee's certificates do not cover the slot's level on the game's date; null when one does. */
export function certificateRefusal(ctx: StaticContext, referee: PreparedReferee, slot: Slot, date: string): string | null {
  const certificates = referee.source.certificates;
  const highEnough = certificates.filter((c) => rankOf(ctx, c) >= slot.minLevel.rank);
  if (highEnough.some((c) => !c.revoked && c.validFrom <= date && date <= c.validUntil)) return null;
  if (highEnough.length === 0) {
    const held = certificates.filter((c) => !c.revoked && c.validFrom <= date && date <= c.validUntil).sort((a, b) => rankOf(ctx, b) - rankOf(ctx, a))[0];
    return held ? `holds ${ctx.levels.get(held.levelId)!.name}; the game needs ${slot.minLevel.name}` : `no ${slot.minLevel.name} certificate`;
  }
  const standing = highEnough.filter((c) => !c.revoked);
  if (standing.length === 0) return 'certificate revoked';
  const expired = standing.filter((c) => c.validUntil < date).sort((a, b) => (a.validUntil < b.validUntil ? 1 : -1))[0];
  if (expired) return `certificate expires ${expired.validUntil}`;
  const later = standing.sort((a, b) => (a.validFrom < b.validFrom ? -1 : 1))[0]!;
  return `certificate valid only from ${later.validFrom}`;
}

function insideWindows(windows: PreparedReferee['weekly'], game: PreparedGame): boolean {
  const { start, end } = game.source;
  return (windows?.get(game.weekday) ?? []).some(([from, to]) => from <= start && end <= to);
}

/** Missed preferences (0-2) if the referee takes a game: a venue they did not list, a time outside theirs. */
export function preferencesMissed(referee: PreparedReferee, game: PreparedGame): number {
  const venue = referee.preferredVenueIds.size > 0 && !referee.preferredVenueIds.has(game.venue.id) ? 1 : 0;
  const time = referee.preferredTimes !== null && !insideWindows(referee.preferredTimes, game) ? 1 : 0;
  return venue + time;
}

function youthRefusal(ctx: StaticContext, referee: PreparedReferee, slot: Slot, game: PreparedGame): string | null {
  if (!referee.youthByDay[game.day]) return null;
  const youth = `youth referee (${ageOn(referee.source.dateOfBirth!, game.source.date)})`;
  if (!slot.role.youthAllowed) return `${youth}; ${game.division.name} takes no youth referees`;
  const latest = ctx.rules.youthLatestStart;
  if (latest !== null && game.source.start > latest) return `${youth}; no game starting after ${clock(latest)}`;
  if (game.slots.length < 2) return `${youth}; a game with one official has no adult partner`;
  return null;
}

/**
 * Every rule that keeps the referee off the slot whatever else is assigned: the certificate on
 * the game's date, youth rules, a decline, availability, venues and conflicts of interest.
 */
export function staticRefusals(ctx: StaticContext, referee: PreparedReferee, slot: Slot, game: PreparedGame): Refusal[] {
  const refusals: Refusal[] = [];
  const { date, start, end } = game.source;
  if (ctx.declined.has(declineKey(game.source.id, referee.source.id))) refusals.push({ rule: 'declined', reason: 'declined this game' });
  const certificate = certificateRefusal(ctx, referee, slot, date);
  if (certificate) refusals.push({ rule: 'certificate', reason: certificate });
  const youth = youthRefusal(ctx, referee, slot, game);
  if (youth) refusals.push({ rule: 'youth', reason: youth });
  if (referee.datesOff.has(date)) refusals.push({ rule: 'availability', reason: `day off on ${date}` });
  else if (referee.weekly !== null && !insideWindows(referee.weekly, game)) {
    const none = (referee.weekly.get(game.weekday) ?? []).length === 0;
    refusals.push({ rule: 'availability', reason: none ? `not available on ${weekdaysName(game.weekday)}` : `not available ${weekdaysName(game.weekday)} ${clock(start)}-${clock(end)}` });
  }
  if (referee.venueIds !== null && !referee.venueIds.has(game.venue.id)) refusals.push({ rule: 'venue', reason: `cannot reach ${game.venue.name}` });
  for (const team of game.teams) {
    if (referee.coachedTeamIds.has(team.id)) refusals.push({ rule: 'conflict', reason: `coaches ${team.name}` });
    else if (team.playerIds.some((p) => referee.childPlayerIds.has(p))) refusals.push({ rule: 'conflict', reason: `parent of a player on ${team.name}` });
  }
  return refusals;
}
