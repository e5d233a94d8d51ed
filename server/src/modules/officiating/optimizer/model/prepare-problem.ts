import { weekdayOf } from '@league/contract';
import { ageOn } from '../../../../lib/age.js';
import { staticRefusals, preferencesMissed } from './eligibility.js';
import { buildClashes, buildTravel } from './clashes.js';
import { declineKey, slotKey, type DayWindows, type PreparedGame, type PreparedReferee, type Problem, type Slot } from './prepared.js';
import { resolveRules, type ResolvedRules } from './rules.js';
import type { OfficialsInput, OfficialsReferee, WeeklyWindow } from './types.js';
import { validateInput } from './validate-input.js';

/** Windows per weekday, sorted, those that touch or overlap merged (9-12 and 12-15 take a game at 11:30). */
function mergeWindows(windows: WeeklyWindow[] | null | undefined): DayWindows | null {
  if (windows == null) return null;
  const byDay = new Map<WeeklyWindow['weekday'], [number, number][]>();
  for (const w of [...windows].sort((a, b) => a.start - b.start)) {
    const list = byDay.get(w.weekday) ?? [];
    const last = list.at(-1);
    if (last && w.start <= last[1]) last[1] = Math.max(last[1], w.end);
    else list.push([w.start, w.end]);
    byDay.set(w.weekday, list);
  }
  return byDay;
}

function prepareReferee(source: OfficialsReferee, index: number, days: string[], rules: ResolvedRules): PreparedReferee {
  const birth = source.dateOfBirth ?? null;
  return {
    index,
    source,
    youthByDay: Uint8Array.from(days, (day) => (birth !== null && ageOn(birth, day) < rules.adultAge ? 1 : 0)),
    isNew: (source.gamesWorked ?? 0) < rules.newUntilGames,
    maxPerDay: source.maxGamesPerDay ?? Infinity,
    weekly: mergeWindows(source.weekly),
    preferredTimes: source.preferredTimes?.length ? mergeWindows(source.preferredTimes) : null,
    datesOff: new Set(source.datesOff ?? []),
    venueIds: source.venueIds == null ? null : new Set(source.venueIds),
    preferredVenueIds: new Set(source.preferredVenueIds ?? []),
    childPlayerIds: new Set(source.childPlayerIds ?? []),
    coachedTeamIds: new Set(source.coachedTeamIds ?? []),
  };
}

function prepareGames(input: OfficialsInput, days: string[]): { games: PreparedGame[]; slots: Slot[] } {
  const divisions = new Map(input.divisions.map((d) => [d.id, d]));
  const venues = new Map(input.venues.map((v) => [v.id, v]));
  const teams = new Map(input.teams.map((t) => [t.id, t]));
  const levels = new Map(input.levels.map((l) => [l.id, l]));
  const dayIndex = new Map(days.map((day, i) => [day, i]));
  // Time order, so slots, reports and first choices read as the week does.
  const ordered = [...input.games].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.start - b.start || a.id - b.id));
  const slots: Slot[] = [];
  const games = ordered.map((source, index): PreparedGame => {
    const division = divisions.get(source.divisionId)!;
    const game: PreparedGame = {
      index, source, division, venue: venues.get(source.venueId)!, teams: source.teamIds.map((id) => teams.get(id)!),
      day: dayIndex.get(source.date)!, dayPosition: 0, weekday: weekdayOf(source.date), slots: [],
    };
    for (const role of division.roles) {
      game.slots.push(slots.length);
      slots.push({ index: slots.length, game: index, role, minLevel: levels.get(role.minLevelId)!, cents: Math.round(role.fee * 100) });
    }
    return game;
  });
  return { games, slots };
}

/** Reads and checks the input once: everything a search looks up instead of working out again. */
export function prepareProblem(input: OfficialsInput): Problem {
  validateInput(input);
  const rules = resolveRules(input.rules);
  const days = [...new Set(input.games.map((g) => g.date))].sort();
  const { games, slots } = prepareGames(input, days);
  const referees = input.referees.map((r, i) => prepareReferee(r, i, days, rules));
  const travel = buildTravel(input, rules.defaultTravelMinutes);
  const levels = new Map(input.levels.map((l) => [l.id, l]));
  const declined = new Set((input.declines ?? []).map((d) => declineKey(d.gameId, d.refereeId)));
  const context = { levels, rules, days, declined };
  const R = referees.length;
  const eligible = new Uint8Array(slots.length * R);
  const preference = new Uint8Array(slots.length * R);
  const inPool = new Uint8Array(R);
  const eligibleFor = slots.map((slot) => {
    const game = games[slot.game]!;
    const allowed: number[] = [];
    for (const referee of referees) {
      preference[slot.index * R + referee.index] = preferencesMissed(referee, game);
      if (staticRefusals(context, referee, slot, game).length > 0) continue;
      eligible[slot.index * R + referee.index] = 1;
      inPool[referee.index] = 1;
      allowed.push(referee.index);
    }
    return Int32Array.from(allowed);
  });
  const gameIndex = new Map(games.map((g) => [g.source.id, g.index]));
  const refereeIndex = new Map(referees.map((r) => [r.source.id, r.index]));
  const slotIndex = new Map(slots.map((s) => [slotKey(games[s.game]!.source.id, s.role.role), s.index]));
  const published = new Int32Array(slots.length).fill(-1);
  for (const a of input.published ?? []) published[slotIndex.get(slotKey(a.gameId, a.role))!] = refereeIndex.get(a.refereeId)!;
  const totalCents = slots.reduce((sum, s) => sum + s.cents, 0);
  return {
    input, rules, levels, games, slots, referees, days, gameIndex, refereeIndex, slotIndex,
    travel, clash: buildClashes(games, days.length, travel), eligible, eligibleFor, preference, inPool, declined, published,
    centsUnit: Math.max(1, slots.length > 0 ? totalCents / slots.length : 1),
  };
}
