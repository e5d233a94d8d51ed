import type { OfficialsGame, OfficialsInput, OfficialsReferee } from '../../model/types.js';

// A small league told as a story: two gyms 30 minutes apart, U12 (youth may umpire) and U14
// (Level 2 to referee), and referees with every kind of limit. Tests change what they need.

const season = { validFrom: '2026-01-01', validUntil: '2027-08-31', revoked: false };

export function referee(id: number, name: string, levelId: number, more: Partial<OfficialsReferee> = {}): OfficialsReferee {
  return { id, name, certificates: [{ levelId, ...season }], gamesWorked: 20, ...more };
}

export function game(id: number, divisionId: 12 | 14, venueId: 1 | 2, date: string, start: string, teamIds: number[]): OfficialsGame {
  const [h, m] = start.split(':').map(Number) as [number, number];
  return { id, divisionId, venueId, date, start: h * 60 + m, end: h * 60 + m + 60, teamIds };
}

export function storyLeague(games: OfficialsGame[], referees: OfficialsReferee[], more: Partial<OfficialsInput> = {}): OfficialsInput {
  return {
    levels: [{ id: 1, name: 'Level 1', rank: 1 }, { id: 2, name: 'Level 2', rank: 2 }, { id: 3, name: 'Level 3', rank: 3 }],
    venues: [{ id: 1, name: 'Northside' }, { id: 2, name: 'Eastside' }],
    travel: [{ fromVenueId: 1, toVenueId: 2, minutes: 30 }],
    divisions: [
      { id: 12, name: 'U12', roles: [{ role: 'referee', minLevelId: 1, youthAllowed: false, fee: 25 }, { role: 'umpire', minLevelId: 1, youthAllowed: true, fee: 20 }] },
      { id: 14, name: 'U14', roles: [{ role: 'referee', minLevelId: 2, youthAllowed: false, fee: 30 }, { role: 'umpire', minLevelId: 1, youthAllowed: false, fee: 25 }] },
    ],
    teams: [
      { id: 1, name: 'Team Blue', playerIds: [101, 102] },
      { id: 2, name: 'Team Red', playerIds: [201, 202] },
      { id: 3, name: 'Team Green', playerIds: [301, 302] },
      { id: 4, name: 'Team Gold', playerIds: [401, 402] },
    ],
    games,
    referees,
    ...more,
  };
}
