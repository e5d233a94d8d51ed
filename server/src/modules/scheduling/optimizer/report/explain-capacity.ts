import { describeDate, hours } from '../model/calendar.js';
import type { League } from '../model/league.js';

/** Games of a division that one block could hold if the division had it alone, back to back. */
function gamesInBlock(league: League, division: number, b: number): number {
  const d = league.divisions[division]!;
  const block = league.blocks[b]!;
  const first = Math.max(block.start, d.earliest);
  const last = Math.min(block.end - d.gameMinutes, d.latest);
  return last < first ? 0 : Math.floor((last - first) / d.slotMinutes) + 1;
}

/** Whether one game of the division fits in block b outside a team's blacked-out parts of that day. */
function fitsOutsideHours(league: League, division: number, b: number, ranges: [number, number][] | undefined): boolean {
  if (gamesInBlock(league, division, b) === 0) return false;
  if (ranges === undefined) return true;
  const d = league.divisions[division]!;
  const block = league.blocks[b]!;
  const first = Math.max(block.start, d.earliest);
  const last = Math.min(block.end - d.gameMinutes, d.latest);
  // The earliest start clear of every range is the block's first start or the end of a range.
  const starts = [first, ...ranges.map(([, until]) => until)].filter((s) => s >= first && s <= last);
  return starts.some((s) => ranges.every(([from, until]) => !(s < until && from < s + d.gameMinutes)));
}

/**
 * Reasons no schedule can hold every game, each a proof by counting, the smallest first: a
 * team with too few playable weeks, a division with too few weeks or too little gym time in
 * its weeks and hours, the whole season with too little gym time. Empty when none applies
 * (games may still fail to fit; the unplaced games then say why each). Fixed games count only
 * in the season's court-hours: their divisions ask for nothing new.
 */
export function explainCapacity(league: League): string[] {
  const reasons: string[] = [];
  const wanted = new Int32Array(league.teams.length);
  for (const [g, game] of league.games.entries()) {
    if (league.fixed[g] === 1) continue;
    wanted[game.home]!++;
    wanted[game.away]!++;
  }
  const days = league.days.length;
  league.teams.forEach((team, t) => {
    const division = league.divisions[team.division]!;
    let room = 0;
    league.weeks.forEach((_, w) => {
      if (division.weekOpen[w] !== 1) return;
      const open = league.days.filter((_, d) => league.dayWeek[d] === w && !league.blackout[t * days + d] && league.blocksOfDay[d]!.some((b) => fitsOutsideHours(league, team.division, b, league.blackoutHours.get(t * days + d)))).length;
      room += Math.min(division.perWeek, open);
    });
    if (room < wanted[t]!) reasons.push(`${team.name} (${division.name}) needs ${wanted[t]} games but can play at most ${room}: the weeks with gym time in its hours, less the days (and parts of days) its coach asked for no games, at ${division.perWeek} a week.`);
  });
  league.divisions.forEach((division, d) => {
    const games = league.games.filter((g, i) => g.division === d && league.fixed[i] === 0).length;
    if (games === 0) return;
    let capacity = 0;
    const dates: number[] = [];
    league.days.forEach((day, i) => {
      if (division.weekOpen[league.dayWeek[i]!] !== 1) return;
      const fits = league.blocksOfDay[i]!.reduce((sum, b) => sum + gamesInBlock(league, d, b), 0);
      if (fits > 0) dates.push(day);
      capacity += Math.min(fits, Math.floor(division.teams.length / 2));
    });
    if (capacity < games) {
      const when = dates.length === 0 ? 'in its weeks' : `from ${describeDate(dates[0]!)} to ${describeDate(dates.at(-1)!)}`;
      reasons.push(`${division.name} needs ${hours(games * division.slotMinutes)} court-hours ${when} (${games} games of ${division.slotMinutes} minutes), the gym time in its hours gives ${hours(capacity * division.slotMinutes)}.`);
    }
  });
  const needed = league.games.reduce((sum, g) => sum + league.divisions[g.division]!.slotMinutes, 0);
  const given = league.blocks.reduce((sum, b) => sum + b.end - b.start, 0);
  if (needed > given) reasons.push(`The season's games need ${hours(needed)} court-hours, the gym time gives ${hours(given)}.`);
  return reasons;
}
