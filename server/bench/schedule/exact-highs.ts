import highsPackage from 'highs';
import { dateOf } from '../../src/modules/scheduling/optimizer/model/calendar.js';
import type { League } from '../../src/modules/scheduling/optimizer/model/league.js';
import type { ScheduledGame } from '../../src/modules/scheduling/optimizer/index.js';

// The package's types are CommonJS (the loader is `.default`); under ESM the import is the loader itself.
type Loader = typeof highsPackage.default;
const loadHighs: Loader = (highsPackage as unknown as { default?: Loader }).default ?? (highsPackage as unknown as Loader);

const grid = 15;

interface Position {
  name: string;
  game: number;
  block: number;
  start: number;
}

export interface ExactAnswer {
  status: string;
  games: ScheduledGame[];
  variables: number;
  rows: number;
}

/** `a x1 + b x2 ...` in CPLEX LP text, wrapped so no line grows long. */
function sum(terms: [number, string][]): string {
  return terms.map(([c, v], i) => `${i % 8 === 7 ? '\n ' : ''}${c < 0 ? '-' : i === 0 ? '' : '+'} ${Math.abs(c)} ${v}`).join(' ');
}

/**
 * The exact optimum of a small league by HiGHS (a MIP): every game at one start of a 15-minute
 * grid, every hard rule as constraints (courts with changeover, one game a team a day and K a
 * week, blackout dates, coaches of two teams and hard families with the drive between venues,
 * as cliques over the grid), minimising the family terms of our cost (a minute of waiting one
 * point, a split day 90). Our fairness terms are quadratic and left out, so its family
 * figures are a lower bound for ours. Families must be pairs (the generator's `pairsOnly`).
 */
export async function solveExactly(league: League, timeLimitSeconds: number): Promise<ExactAnswer> {
  const { games, blocks, divisions, days } = league;
  const dayCount = days.length;
  const positions: Position[] = [];
  games.forEach((game, g) => {
    const division = divisions[game.division]!;
    blocks.forEach((block, b) => {
      if (division.weekOpen[league.dayWeek[block.day]!] !== 1) return;
      if (league.blackout[game.home * dayCount + block.day] || league.blackout[game.away * dayCount + block.day]) return;
      for (let s = Math.ceil(Math.max(block.start, division.earliest) / grid) * grid; s <= division.latest && s + division.gameMinutes <= block.end; s += grid) positions.push({ name: `x${positions.length}`, game: g, block: b, start: s });
    });
  });
  const rows: string[] = [];
  const add = (terms: [number, string][], sense: string, rhs: number) => {
    if (terms.length > 0) rows.push(` c${rows.length}: ${sum(terms)} ${sense} ${rhs}`);
  };
  const gameMinutes = (p: Position) => divisions[games[p.game]!.division]!.gameMinutes;
  const has = (p: Position, t: number) => games[p.game]!.home === t || games[p.game]!.away === t;
  const dayOf = (p: Position) => blocks[p.block]!.day;
  const venueOf = (p: Position) => blocks[p.block]!.venue;
  games.forEach((_, g) => add(positions.filter((p) => p.game === g).map((p) => [1, p.name]), '=', 1));
  blocks.forEach((block, b) => {
    const here = positions.filter((p) => p.block === b);
    for (let t = block.start; t < block.end; t += grid) add(here.filter((p) => p.start <= t && t < p.start + divisions[games[p.game]!.division]!.slotMinutes).map((p) => [1, p.name]), '<=', 1);
  });
  league.teams.forEach((team, t) => {
    const mine = positions.filter((p) => has(p, t));
    for (let d = 0; d < dayCount; d++) add(mine.filter((p) => dayOf(p) === d).map((p) => [1, p.name]), '<=', 1);
    league.weeks.forEach((_, w) => add(mine.filter((p) => league.dayWeek[dayOf(p)] === w).map((p) => [1, p.name]), '<=', divisions[team.division]!.perWeek));
  });
  const linked = (links: number[][]) => links.flatMap((others, a) => others.filter((b) => b > a).map((b) => [a, b] as const));
  const apart = (a: number, b: number, sameVenueToo: boolean) => {
    for (let d = 0; d < dayCount; d++) {
      const onDay = positions.filter((p) => dayOf(p) === d && (has(p, a) || has(p, b)));
      if (onDay.length === 0) continue;
      for (let t = 0; t < 24 * 60; t += grid) {
        league.venueIds.forEach((_, v1) => {
          if (sameVenueToo) add(onDay.filter((p) => venueOf(p) === v1 && p.start <= t && t < p.start + gameMinutes(p)).map((p) => [1, p.name]), '<=', 1);
          league.venueIds.forEach((_, v2) => {
            if (v1 === v2) return;
            const drive = league.travel[v1 * league.venueIds.length + v2]!;
            const covers = (p: Position) => p.start <= t && t < p.start + gameMinutes(p) + drive;
            add([...onDay.filter((p) => has(p, a) && !has(p, b) && venueOf(p) === v1 && covers(p)), ...onDay.filter((p) => has(p, b) && !has(p, a) && venueOf(p) === v2 && covers(p))].map((p) => [1, p.name]), '<=', 1);
          });
        });
      }
    }
  };
  for (const [a, b] of linked(league.coachLinks)) apart(a, b, true);
  if (league.familyHard) for (const [a, b] of linked(league.familyLinks)) apart(a, b, false);
  const objective: [number, string][] = [];
  league.households.forEach((household, h) => {
    const [a, b] = household as [number, number];
    for (let d = 0; d < dayCount; d++) {
      const of = (t: number) => positions.filter((p) => dayOf(p) === d && has(p, t));
      const [pa, pb] = [of(a), of(b)];
      if (pa.length === 0 || pb.length === 0) continue;
      const wait = `w${h}_${d}`;
      const split = `s${h}_${d}`;
      objective.push([1, wait], [90, split]);
      // wait ≥ start(y) − end(x) when both play that day (a big M of two days' minutes otherwise).
      for (const [first, second] of [[pa, pb], [pb, pa]] as const) {
        add([[1, wait], ...second.map((p): [number, string] => [-(p.start + 2880), p.name]), ...first.map((p): [number, string] => [p.start + gameMinutes(p) - 2880, p.name])], '>=', -5760);
      }
      league.venueIds.forEach((_, v1) =>
        league.venueIds.forEach((_, v2) => {
          if (v1 !== v2) add([[1, split], ...pa.filter((p) => venueOf(p) === v1).map((p): [number, string] => [-1, p.name]), ...pb.filter((p) => venueOf(p) === v2).map((p): [number, string] => [-1, p.name])], '>=', -1);
        }),
      );
    }
  });
  const lp = `Minimize\n obj: ${objective.length > 0 ? sum(objective) : '0 x0'}\nSubject To\n${rows.join('\n')}\nBinary\n ${positions.map((p) => p.name).join('\n ')}\nEnd\n`;
  const highs = await loadHighs();
  const result = highs.solve(lp, { time_limit: timeLimitSeconds, output_flag: false, mip_rel_gap: 0 });
  const chosen = result.Status === 'Optimal' || result.Status === 'Time limit reached' ? positions.filter((p) => (result.Columns[p.name]?.Primal ?? 0) > 0.5) : [];
  return {
    status: result.Status,
    variables: positions.length,
    rows: rows.length,
    games: chosen.map((p) => {
      const game = games[p.game]!;
      const division = divisions[game.division]!;
      const block = blocks[p.block]!;
      return { divisionId: division.id, homeTeamId: league.teams[game.home]!.id, awayTeamId: league.teams[game.away]!.id, venueId: league.venueIds[block.venue]!, court: block.court, date: dateOf(days[block.day]!), start: p.start, end: p.start + division.gameMinutes };
    }),
  };
}
