import type { ScheduleInput } from '../../index.js';

/** Two divisions of two teams at two gyms 30 minutes apart, Saturdays 9:00-11:00, one court each. */
export function twoGyms(): ScheduleInput {
  const saturdays = ['2026-10-03', '2026-10-10'];
  return {
    venues: [
      { id: 1, name: 'Lincoln' },
      { id: 2, name: 'Roosevelt' },
    ],
    travel: [{ fromVenueId: 1, toVenueId: 2, minutes: 30 }],
    slots: saturdays.flatMap((date) => [1, 2].map((venueId) => ({ venueId, court: '1', date, start: 540, end: 660 }))),
    divisions: [
      { id: 1, name: 'U8', gameMinutes: 50, changeoverMinutes: 10, gamesPerTeam: { kind: 'count', count: 2 } },
      { id: 2, name: 'U12', gameMinutes: 60, changeoverMinutes: 0, gamesPerTeam: { kind: 'count', count: 2 } },
    ],
    teams: [
      { id: 11, name: 'Owls', divisionId: 1, coachIds: [1], blackoutDates: [] },
      { id: 12, name: 'Hawks', divisionId: 1, coachIds: [2], blackoutDates: [] },
      { id: 21, name: 'Bears', divisionId: 2, coachIds: [3], blackoutDates: [] },
      { id: 22, name: 'Wolves', divisionId: 2, coachIds: [4], blackoutDates: [] },
    ],
    households: [{ id: 7, teamIds: [11, 21] }],
    options: { seed: 3, budget: 20_000 },
  };
}
