import { describeTime } from '../model/calendar.js';
import { candidateStarts } from '../moves/candidate-starts.js';
import { Blocked, blockedBy } from '../score/hard-rules.js';
import type { ScheduleState } from '../score/schedule-state.js';

const starts: number[] = [];

/**
 * Why game g found no place, in words: every start of every block is tried against the final
 * schedule and the rule that held the game back longest (the furthest down the checks: hours,
 * blackout dates and times, the teams' other games, the courts, coaches, families) is named.
 */
export function explainUnplaced(state: ScheduleState, g: number): string {
  const { league } = state;
  const game = league.games[g]!;
  const division = league.divisions[game.division]!;
  const home = league.teams[game.home]!.name;
  const away = league.teams[game.away]!.name;
  let furthest: Blocked = Blocked.none;
  for (let b = 0; b < league.blocks.length; b++) {
    for (const s of candidateStarts(state, g, b, starts)) furthest = Math.max(furthest, blockedBy(state, g, b, s)) as Blocked;
  }
  switch (furthest) {
    case Blocked.none:
    case Blocked.hours:
      return `${division.name} has no gym time in its weeks between ${describeTime(division.earliest)} and ${describeTime(division.latest)} long enough for a ${division.gameMinutes}-minute game.`;
    case Blocked.blackout:
      return `Every gym time in ${division.name}'s weeks and hours falls on a day, or a part of a day, that ${home} or ${away} asked for no games.`;
    case Blocked.teamDay:
      return `${home} or ${away} already plays on every other day with gym time in ${division.name}'s weeks.`;
    case Blocked.teamWeek:
      return `${home} or ${away} already has ${division.perWeek === 1 ? 'its game' : `its ${division.perWeek} games`} in every week that still has free gym time.`;
    case Blocked.court:
      return `Every court is taken in ${division.name}'s hours on the days ${home} and ${away} are both free.`;
    case Blocked.coach:
      return `The free court times clash with another team's game coached by the coach of ${home} or ${away}.`;
    default:
      return `The free court times clash with a sibling's game at another venue (families are kept apart as a hard rule).`;
  }
}
