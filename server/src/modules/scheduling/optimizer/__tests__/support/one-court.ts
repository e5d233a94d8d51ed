import type { ScheduleInput } from '../../index.js';
import type { League } from '../../model/league.js';

/** Three divisions of two teams, one court 9:00-12:10 one Saturday; Owls (U8) and Bears (U14) share a family. */
export function oneCourt(): ScheduleInput {
  return {
    venues: [{ id: 1, name: 'Lincoln' }],
    slots: [{ venueId: 1, court: '1', date: '2026-10-03', start: 540, end: 730 }],
    divisions: [
      { id: 1, name: 'U8', gameMinutes: 50, changeoverMinutes: 10, gamesPerTeam: { kind: 'count', count: 1 } },
      { id: 2, name: 'U14', gameMinutes: 70, changeoverMinutes: 0, gamesPerTeam: { kind: 'count', count: 1 } },
      { id: 3, name: 'U10', gameMinutes: 45, changeoverMinutes: 5, gamesPerTeam: { kind: 'count', count: 1 } },
    ],
    teams: [
      { id: 11, name: 'Owls', divisionId: 1, coachIds: [1], blackoutDates: [] },
      { id: 12, name: 'Hawks', divisionId: 1, coachIds: [2], blackoutDates: [] },
      { id: 21, name: 'Bears', divisionId: 2, coachIds: [3], blackoutDates: [] },
      { id: 22, name: 'Wolves', divisionId: 2, coachIds: [4], blackoutDates: [] },
      { id: 31, name: 'Foxes', divisionId: 3, coachIds: [5], blackoutDates: [] },
      { id: 32, name: 'Lynx', divisionId: 3, coachIds: [6], blackoutDates: [] },
    ],
    households: [{ id: 7, teamIds: [11, 21] }],
    options: { seed: 1, budget: 10_000 },
  };
}

/** Bears 9:00-10:10, the U10 game 10:10-10:55, Owls 11:00-11:50: the family waits 50 minutes. */
export function familyWaiting(league: League): Int32Array {
  const gameOf = (division: number) => league.games.findIndex((game) => game.division === division);
  const placement = new Int32Array(league.games.length * 3);
  placement.set([0, 540, 0], 3 * gameOf(1));
  placement.set([0, 610, 0], 3 * gameOf(2));
  placement.set([0, 660, 0], 3 * gameOf(0));
  return placement;
}
