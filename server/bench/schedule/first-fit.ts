import type { League } from '../../src/modules/scheduling/optimizer/model/league.js';
import { dateOf } from '../../src/modules/scheduling/optimizer/model/calendar.js';
import type { ScheduledGame } from '../../src/modules/scheduling/optimizer/index.js';

/**
 * What a schedule maker does: the circle method's rounds (the same pairings as ours), each round
 * in its week, every game in turn on the first court, in the order the gym time lists them, at
 * the first time after that court's last game, where the division's hours, the teams' blackout
 * dates and one game a team a day (K a week) allow; a game with no room in its week goes to the
 * first later week that has it. It knows no coaches of two teams and no families.
 */
export function firstFit(league: League): { games: ScheduledGame[]; unplaced: number } {
  const courtEnd = league.blocks.map((b) => b.start);
  const teamDays = new Set<string>();
  const teamWeeks = new Map<string, number>();
  const games: ScheduledGame[] = [];
  let unplaced = 0;
  const order = league.games.map((_, g) => g).sort((a, b) => league.games[a]!.targetWeek - league.games[b]!.targetWeek || league.games[a]!.round - league.games[b]!.round || a - b);
  for (const g of order) {
    const game = league.games[g]!;
    const division = league.divisions[game.division]!;
    const fits = (b: number): number => {
      const block = league.blocks[b]!;
      const week = league.dayWeek[block.day]!;
      if (division.weekOpen[week] !== 1 || week < game.targetWeek) return -1;
      for (const t of [game.home, game.away]) {
        if (league.blackout[t * league.days.length + block.day] || teamDays.has(`${t}:${block.day}`) || (teamWeeks.get(`${t}:${week}`) ?? 0) >= division.perWeek) return -1;
      }
      const start = Math.max(courtEnd[b]!, division.earliest);
      return start <= division.latest && start + division.gameMinutes <= block.end ? start : -1;
    };
    let placed = false;
    for (let b = 0; b < league.blocks.length && !placed; b++) {
      const start = fits(b);
      if (start < 0) continue;
      const block = league.blocks[b]!;
      const week = league.dayWeek[block.day]!;
      courtEnd[b] = start + division.slotMinutes;
      for (const t of [game.home, game.away]) {
        teamDays.add(`${t}:${block.day}`);
        teamWeeks.set(`${t}:${week}`, (teamWeeks.get(`${t}:${week}`) ?? 0) + 1);
      }
      games.push({ divisionId: division.id, homeTeamId: league.teams[game.home]!.id, awayTeamId: league.teams[game.away]!.id, venueId: league.venueIds[block.venue]!, court: block.court, date: dateOf(league.days[block.day]!), start, end: start + division.gameMinutes });
      placed = true;
    }
    if (!placed) unplaced++;
  }
  return { games, unplaced };
}
