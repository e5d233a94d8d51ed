import type { League } from '../../model/league.js';
import { anchorCost, type Anchors } from '../../score/anchors.js';
import { familyDayCost, measureFamilyDay } from '../../score/terms/family.js';
import { homeAwayCost, isEarly, isLate, squaredDeviation } from '../../score/terms/fairness.js';
import { countEarlyRematches } from '../../score/terms/rematch.js';

/**
 * The cost of a placement ([block, start, flip] per game) written from the definitions, game
 * by game, with none of the state's aggregates: what the incremental cost must equal.
 */
export function scoreFromScratch(league: League, placement: Int32Array, anchors?: Anchors): { major: number; minor: number } {
  const { weights } = league;
  const placed = league.games.map((_, g) => g).filter((g) => placement[3 * g]! >= 0);
  const at = (g: number) => ({ block: league.blocks[placement[3 * g]!]!, start: placement[3 * g + 1]! });
  const end = (g: number) => at(g).start + league.divisions[league.games[g]!.division]!.gameMinutes;
  const home = (g: number) => (placement[3 * g + 2] ? league.games[g]!.away : league.games[g]!.home);
  const away = (g: number) => (placement[3 * g + 2] ? league.games[g]!.home : league.games[g]!.away);
  let minor = 0;
  league.divisions.forEach((division, d) => {
    const n = division.teams.length;
    const early = division.teams.map((t) => placed.filter((g) => (league.games[g]!.home === t || league.games[g]!.away === t) && isEarly(at(g).start, at(g).block.start)).length);
    const late = division.teams.map((t) => placed.filter((g) => (league.games[g]!.home === t || league.games[g]!.away === t) && isLate(end(g), at(g).block.end)).length);
    const dev = (counts: number[]) => squaredDeviation(counts.reduce((a, b) => a + b, 0), counts.reduce((a, b) => a + b * b, 0), n);
    minor += weights.earlyLate * (dev(early) + dev(late));
    if (league.venueIds.length > 1) {
      league.venueIds.forEach((_, v) => {
        const counts = division.teams.map((t) => placed.filter((g) => (league.games[g]!.home === t || league.games[g]!.away === t) && at(g).block.venue === v).length);
        minor += weights.venueShare * dev(counts);
      });
    }
    for (const t of division.teams) {
      const mine = placed.filter((g) => league.games[g]!.home === t || league.games[g]!.away === t);
      minor += weights.homeAway * homeAwayCost(mine.filter((g) => home(g) === t).length, mine.filter((g) => away(g) === t).length);
      const pairs = mine.map((g): [number, number] => [at(g).block.day, league.games[g]!.home === t ? league.games[g]!.away : league.games[g]!.home]);
      minor += weights.earlyRematch * countEarlyRematches(pairs, n - 1);
    }
    void d;
  });
  const travel = (a: number, b: number) => league.travel[a * league.venueIds.length + b]!;
  for (const household of league.households) {
    league.days.forEach((_, day) => {
      const games = placed.filter((g) => at(g).block.day === day && household.some((t) => league.games[g]!.home === t || league.games[g]!.away === t));
      if (games.length >= 2) minor += familyDayCost(measureFamilyDay(games.map((g) => ({ venue: at(g).block.venue, start: at(g).start, end: end(g) })), travel), weights);
    });
  }
  if (anchors) {
    league.games.forEach((_, g) => {
      const b = placement[3 * g]!;
      minor += anchorCost(anchors, g, b, placement[3 * g + 1]!, b < 0 ? 0 : league.days[league.blocks[b]!.day]!);
    });
  }
  return { major: league.games.length - placed.length, minor };
}
