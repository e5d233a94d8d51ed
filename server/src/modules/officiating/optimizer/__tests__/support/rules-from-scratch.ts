import type { OfficialAssignment, OfficialsGame, OfficialsInput, OfficialsReferee, OfficialRole } from '../../model/types.js';

// The rules written again, plainly and from the raw input, without the optimizer's indexes:
// what the property tests hold the optimizer's answers and its incremental score against.

const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function age(birth: string, day: string): number {
  const b = new Date(`${birth}T00:00:00Z`);
  const d = new Date(`${day}T00:00:00Z`);
  let years = d.getUTCFullYear() - b.getUTCFullYear();
  if (d.getUTCMonth() < b.getUTCMonth() || (d.getUTCMonth() === b.getUTCMonth() && d.getUTCDate() < b.getUTCDate())) years--;
  return years;
}

export const isYouth = (input: OfficialsInput, referee: OfficialsReferee, date: string) =>
  referee.dateOfBirth != null && age(referee.dateOfBirth, date) < (input.rules?.adultAge ?? 18);

export const isNew = (input: OfficialsInput, referee: OfficialsReferee) => (referee.gamesWorked ?? 0) < (input.rules?.newUntilGames ?? 5);

/** Every minute of the game inside some window of its weekday (windows may touch). */
function covered(windows: { weekday: string; start: number; end: number }[], game: OfficialsGame): boolean {
  const day = weekdays[new Date(`${game.date}T00:00:00Z`).getUTCDay()];
  const today = windows.filter((w) => w.weekday === day);
  for (let minute = game.start; minute < game.end; minute++) if (!today.some((w) => w.start <= minute && minute < w.end)) return false;
  return true;
}

export const rolesOf = (input: OfficialsInput, game: OfficialsGame): OfficialRole[] => input.divisions.find((d) => d.id === game.divisionId)!.roles;
export const gameOf = (input: OfficialsInput, id: number) => input.games.find((g) => g.id === id)!;
export const refereeOf = (input: OfficialsInput, id: number) => input.referees.find((r) => r.id === id)!;

/** The rules that do not depend on other assignments. */
export function mayTake(input: OfficialsInput, referee: OfficialsReferee, game: OfficialsGame, role: OfficialRole): boolean {
  const rank = (levelId: number) => input.levels.find((l) => l.id === levelId)!.rank;
  const certified = referee.certificates.some((c) => !c.revoked && rank(c.levelId) >= rank(role.minLevelId) && c.validFrom <= game.date && game.date <= c.validUntil);
  if (!certified) return false;
  if (isYouth(input, referee, game.date)) {
    const latest = input.rules?.youthLatestStart === undefined ? 19 * 60 : input.rules.youthLatestStart;
    if (!role.youthAllowed || rolesOf(input, game).length < 2 || (latest !== null && game.start > latest)) return false;
  }
  if ((input.declines ?? []).some((d) => d.gameId === game.id && d.refereeId === referee.id)) return false;
  if ((referee.datesOff ?? []).includes(game.date)) return false;
  if (referee.weekly != null && !covered(referee.weekly, game)) return false;
  if (referee.venueIds != null && !referee.venueIds.includes(game.venueId)) return false;
  for (const teamId of game.teamIds) {
    if ((referee.coachedTeamIds ?? []).includes(teamId)) return false;
    const team = input.teams.find((t) => t.id === teamId)!;
    if (team.playerIds.some((p) => (referee.childPlayerIds ?? []).includes(p))) return false;
  }
  return true;
}

function travel(input: OfficialsInput, from: number, to: number): number {
  if (from === to) return 0;
  const given = (input.travel ?? []).find((t) => (t.fromVenueId === from && t.toVenueId === to)) ?? (input.travel ?? []).find((t) => t.fromVenueId === to && t.toVenueId === from);
  return given ? given.minutes : (input.rules?.defaultTravelMinutes ?? 30);
}

/** One person cannot work both: the same game, or on one day too close for the drive between. */
export function clash(input: OfficialsInput, a: OfficialsGame, b: OfficialsGame): boolean {
  if (a.id === b.id) return true;
  if (a.date !== b.date) return false;
  const [first, second] = a.start <= b.start ? [a, b] : [b, a];
  return first.end + travel(input, first.venueId, second.venueId) > second.start;
}

/**
 * The assignments that break a rule, as "gameId/role" keys (both of a clash, every game of a
 * day over the most). Without partners: all but the youth partner rule, the only one a further
 * assignment can mend.
 */
export function brokenFromScratch(input: OfficialsInput, assignments: readonly OfficialAssignment[], withPartners = true): Set<string> {
  const broken = new Set<string>();
  const key = (a: OfficialAssignment) => `${a.gameId}/${a.role}`;
  for (const a of assignments) {
    const game = gameOf(input, a.gameId);
    const referee = refereeOf(input, a.refereeId);
    if (!mayTake(input, referee, game, rolesOf(input, game).find((r) => r.role === a.role)!)) broken.add(key(a));
    const mine = assignments.filter((b) => b.refereeId === a.refereeId && b !== a);
    if (mine.some((b) => clash(input, game, gameOf(input, b.gameId)))) broken.add(key(a));
    const sameDay = mine.filter((b) => gameOf(input, b.gameId).date === game.date).length + 1;
    if (referee.maxGamesPerDay != null && sameDay > referee.maxGamesPerDay) broken.add(key(a));
    const crew = assignments.filter((b) => b.gameId === a.gameId && b !== a);
    if (withPartners && isYouth(input, referee, game.date) && !crew.some((b) => !isYouth(input, refereeOf(input, b.refereeId), game.date))) broken.add(key(a));
  }
  return broken;
}
