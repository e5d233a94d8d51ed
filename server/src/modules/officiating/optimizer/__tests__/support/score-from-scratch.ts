import type { CostTerms } from '../../score/cost.js';
import type { OfficialAssignment, OfficialsInput } from '../../model/types.js';
import { clash, gameOf, isNew, isYouth, mayTake, refereeOf, rolesOf } from './rules-from-scratch.js';

/** Preferences missed, counted from the raw input. */
function missed(input: OfficialsInput, a: OfficialAssignment): number {
  const referee = refereeOf(input, a.refereeId);
  const game = gameOf(input, a.gameId);
  const venues = referee.preferredVenueIds ?? [];
  const times = referee.preferredTimes ?? [];
  const day = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][new Date(`${game.date}T00:00:00Z`).getUTCDay()];
  let minutesOutside = false;
  for (let m = game.start; m < game.end; m++) if (!times.some((w) => w.weekday === day && w.start <= m && m < w.end)) minutesOutside = true;
  return (venues.length > 0 && !venues.includes(game.venueId) ? 1 : 0) + (times.length > 0 && minutesOutside ? 1 : 0);
}

/** Every cost term of an assignment, counted from scratch (the incremental state must agree exactly). */
export function termsFromScratch(input: OfficialsInput, assignments: readonly OfficialAssignment[]): CostTerms {
  const slots = input.games.flatMap((g) => rolesOf(input, g).map((role) => ({ game: g, role })));
  const pool = input.referees.filter((r) => slots.some((s) => mayTake(input, r, s.game, s.role)));
  const games = (id: number) => assignments.filter((a) => a.refereeId === id);
  const fee = (a: OfficialAssignment) => Math.round(rolesOf(input, gameOf(input, a.gameId)).find((r) => r.role === a.role)!.fee * 100);
  const counts = pool.map((r) => games(r.id).length);
  let clashes = 0;
  let overDay = 0;
  for (const referee of input.referees) {
    const mine = games(referee.id);
    for (let i = 0; i < mine.length; i++) for (let j = i + 1; j < mine.length; j++) if (clash(input, gameOf(input, mine[i]!.gameId), gameOf(input, mine[j]!.gameId))) clashes++;
    const byDay = new Map<string, number>();
    for (const a of mine) byDay.set(gameOf(input, a.gameId).date, (byDay.get(gameOf(input, a.gameId).date) ?? 0) + 1);
    for (const n of byDay.values()) overDay += Math.max(0, n - (referee.maxGamesPerDay ?? Infinity));
  }
  let youthAlone = 0;
  let unpaired = 0;
  for (const game of input.games) {
    const crew = assignments.filter((a) => a.gameId === game.id).map((a) => refereeOf(input, a.refereeId));
    const youth = crew.filter((r) => isYouth(input, r, game.date)).length;
    if (youth > 0 && youth === crew.length) youthAlone += youth;
    if (rolesOf(input, game).length >= 2 && crew.every((r) => isNew(input, r))) unpaired += crew.length;
  }
  const published = input.published ?? [];
  return {
    ineligible: assignments.filter((a) => !mayTake(input, refereeOf(input, a.refereeId), gameOf(input, a.gameId), rolesOf(input, gameOf(input, a.gameId)).find((r) => r.role === a.role)!)).length,
    clashes,
    overDay,
    youthAlone,
    uncovered: slots.length - assignments.length,
    changes: published.filter((p) => !assignments.some((a) => a.gameId === p.gameId && a.role === p.role && a.refereeId === p.refereeId)).length,
    spread: counts.length > 0 ? Math.max(...counts) - Math.min(...counts) : 0,
    gameSquares: input.referees.reduce((sum, r) => sum + games(r.id).length ** 2, 0),
    feeSquares: input.referees.reduce((sum, r) => sum + games(r.id).reduce((c, a) => c + fee(a), 0) ** 2, 0),
    preferences: assignments.reduce((sum, a) => sum + missed(input, a), 0),
    unpaired,
  };
}
