import { createRandom, type Random } from '../../../../../lib/local-search/random.js';
import type { OfficialsInput, OfficialsReferee, OfficialAssignment, WeeklyWindow } from '../../model/types.js';

/** The size of a generated league; everything else is drawn from the seed. */
export interface LeagueShape {
  seed: number;
  days: number;
  gamesPerDay: number;
  referees: number;
  venues: number;
  /** Publish a random (possibly rule-breaking) assignment of some slots, and a decline or two. */
  published?: boolean;
}

const firstDay = Date.parse('2026-10-03T00:00:00Z'); // a Saturday
const dayOf = (i: number) => new Date(firstDay + (7 * Math.floor(i / 2) + (i % 2)) * 86_400_000).toISOString().slice(0, 10);
const pick = <T>(random: Random, list: readonly T[]): T => list[random.int(list.length)]!;
const chance = (random: Random, p: number) => random.next() < p;

const divisions = [
  { id: 1, name: 'U10', roles: [{ role: 'referee', minLevelId: 1, youthAllowed: true, fee: 20 }, { role: 'umpire', minLevelId: 1, youthAllowed: true, fee: 20 }] },
  { id: 2, name: 'U12', roles: [{ role: 'referee', minLevelId: 1, youthAllowed: false, fee: 25 }, { role: 'umpire', minLevelId: 1, youthAllowed: true, fee: 22.5 }] },
  { id: 3, name: 'U14', roles: [{ role: 'referee', minLevelId: 2, youthAllowed: false, fee: 30 }, { role: 'umpire', minLevelId: 1, youthAllowed: false, fee: 27.5 }] },
  { id: 4, name: 'U16', roles: [{ role: 'crew chief', minLevelId: 3, youthAllowed: false, fee: 40 }, { role: 'umpire 1', minLevelId: 2, youthAllowed: false, fee: 35 }, { role: 'umpire 2', minLevelId: 2, youthAllowed: false, fee: 35 }] },
  { id: 5, name: 'U8', roles: [{ role: 'referee', minLevelId: 1, youthAllowed: true, fee: 15 }] },
];

function randomReferee(random: Random, id: number, shape: LeagueShape, teamIds: number[]): OfficialsReferee {
  const level = 1 + random.int(3);
  const lastDay = dayOf(shape.days - 1);
  const until = chance(random, 0.15) ? dayOf(random.int(shape.days)) : '2027-08-31';
  const certificates = [{ levelId: level, validFrom: '2026-01-01', validUntil: until, revoked: chance(random, 0.05) }];
  if (chance(random, 0.1)) certificates.push({ levelId: 1, validFrom: chance(random, 0.5) ? '2026-01-01' : lastDay, validUntil: '2027-08-31', revoked: false });
  const weekly: WeeklyWindow[] | null = chance(random, 0.35)
    ? null
    : [{ weekday: 'sat', start: 8 * 60 + 60 * random.int(3), end: 13 * 60 + 60 * random.int(6) }, ...(chance(random, 0.7) ? [{ weekday: 'sun' as const, start: 9 * 60, end: 18 * 60 }] : [])];
  return {
    id,
    name: `Referee ${id}`,
    certificates,
    dateOfBirth: chance(random, 0.2) ? `${2010 + random.int(2)}-0${1 + random.int(9)}-15` : chance(random, 0.5) ? '1980-05-05' : null,
    weekly,
    datesOff: chance(random, 0.2) ? [dayOf(random.int(shape.days))] : [],
    maxGamesPerDay: chance(random, 0.6) ? 1 + random.int(4) : null,
    venueIds: chance(random, 0.2) ? [1 + random.int(shape.venues)] : null,
    childPlayerIds: chance(random, 0.15) ? [pick(random, teamIds) * 100 + random.int(8)] : [],
    coachedTeamIds: chance(random, 0.1) ? [pick(random, teamIds)] : [],
    gamesWorked: chance(random, 0.3) ? random.int(5) : 5 + random.int(60),
    preferredVenueIds: chance(random, 0.4) ? [1 + random.int(shape.venues)] : [],
    preferredTimes: chance(random, 0.3) ? [{ weekday: 'sat', start: 8 * 60, end: 12 * 60 }] : [],
  };
}

/** A league's weekends: games at several venues, referees of three levels with every kind of limit. */
export function randomLeague(shape: LeagueShape): OfficialsInput {
  const random = createRandom(shape.seed);
  const venues = Array.from({ length: shape.venues }, (_, i) => ({ id: i + 1, name: `Gym ${String.fromCharCode(65 + i)}` }));
  const travel = venues.flatMap((a) => venues.filter((b) => b.id > a.id).map((b) => ({ fromVenueId: a.id, toVenueId: b.id, minutes: 10 + 10 * random.int(4) })));
  const teams = divisions.flatMap((d) => [1, 2, 3, 4].map((k) => ({ id: d.id * 10 + k, name: `${d.name} Team ${k}` })));
  const games = [];
  for (let day = 0; day < shape.days; day++) {
    for (let k = 0; k < shape.gamesPerDay; k++) {
      const division = pick(random, divisions);
      const home = 1 + random.int(4);
      const away = 1 + ((home + random.int(3)) % 4);
      const start = 8 * 60 + 75 * Math.floor(k / shape.venues) + 15 * random.int(2);
      games.push({ id: 1000 + games.length, divisionId: division.id, venueId: 1 + (k % shape.venues), date: dayOf(day), start, end: start + 60, teamIds: [division.id * 10 + home, division.id * 10 + away] });
    }
  }
  const teamIds = teams.map((t) => t.id);
  const referees = Array.from({ length: shape.referees }, (_, i) => randomReferee(random, i + 1, shape, teamIds));
  const published: OfficialAssignment[] = [];
  if (shape.published) {
    for (const game of games) {
      for (const role of divisions.find((d) => d.id === game.divisionId)!.roles) {
        if (chance(random, 0.5)) published.push({ gameId: game.id, role: role.role, refereeId: 1 + random.int(shape.referees) });
      }
    }
  }
  return {
    levels: [{ id: 1, name: 'Level 1', rank: 1 }, { id: 2, name: 'Level 2', rank: 2 }, { id: 3, name: 'Level 3', rank: 3 }],
    venues,
    travel,
    divisions,
    teams: teams.map((t) => ({ ...t, playerIds: Array.from({ length: 8 }, (_, p) => t.id * 100 + p) })),
    games,
    referees,
    published,
    declines: shape.published && games.length > 0 ? [{ gameId: pick(random, games).id, refereeId: 1 + random.int(shape.referees) }] : [],
  };
}
