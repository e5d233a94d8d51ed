import { weekdayOf } from '@league/contract';
import type { Db } from '../../../lib/db/database.js';
import { createUser, unique, type TestUser } from '../../factories.js';
import { createTeam } from '../../league-fixtures.js';
import type { FuzzEndpoint } from '../endpoint-catalogue.js';

interface FuzzLeague {
  admin: TestUser;
  referee: TestUser;
  season: { id: number };
  division: { id: number };
  team: { id: number };
}

// Next year's October: open places can still be taken, and games still moved, whenever the test runs.
const day = (d: number, month = 10) => `${new Date().getUTCFullYear() + 1}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const token = () => unique('').padEnd(64, '0').replace(/[^0-9a-f]/g, '0');

/**
 * The season's schedule (issue 40): two gyms with gym time, one published game, a team's calendar
 * link; and its officials (issue 41): a division needing a referee, a certified referee on the game,
 * self-assign on. Every season, officials and time-zone endpoint with a valid request to start from.
 */
export async function arrangeSeasonEndpoints(db: Db, { admin, referee, season, division, team }: FuzzLeague): Promise<FuzzEndpoint[]> {
  const leagueId = admin.leagueId;
  // The season is moved to next year so its games lie ahead and inside it.
  await db.season.update({ where: { id: season.id }, data: { startDate: new Date(`${day(1, 9)}T00:00:00Z`), endDate: new Date(`${day(31, 12)}T00:00:00Z`) } });
  const owls = await createTeam(db, division.id, leagueId, { name: 'Owls' });
  const crows = await createTeam(db, division.id, leagueId, { name: 'Crows' });
  const [lincoln, roosevelt] = await Promise.all(['Lincoln', 'Roosevelt'].map((name) => db.venue.create({ data: { leagueId, seasonId: season.id, name, courts: ['1', '2'] } })));
  const slot = (venueId: number, court: string, date: string) => ({ leagueId, seasonId: season.id, venueId, court, date: new Date(`${date}T00:00:00Z`), startMinute: 540, endMinute: 780 });
  await db.gymSlot.createMany({ data: [day(3), day(10)].flatMap((d) => [slot(lincoln!.id, '1', d), slot(lincoln!.id, '2', d), slot(roosevelt!.id, '1', d)]) });
  const gameOn = (date: string, awayTeamId: number, venueId: number) => ({
    leagueId, seasonId: season.id, divisionId: division.id, homeTeamId: team.id, awayTeamId, venueId, court: '1', date: new Date(`${date}T00:00:00Z`), startMinute: 540, endMinute: 600, status: 'published',
  });
  const game = await db.scheduleGame.create({ data: gameOn(day(3), owls.id, lincoln!.id) });
  // Nobody officiates it: the place a referee takes themselves.
  const open = await db.scheduleGame.create({ data: gameOn(day(10), crows.id, roosevelt!.id) });
  await db.scheduleSetting.create({ data: { divisionId: division.id, leagueId, gamesPerTeam: 1, gameMinutes: 60, changeoverMinutes: 10, gamesPerWeek: 1 } });
  const feed = await db.calendarFeed.create({ data: { leagueId, seasonId: season.id, kind: 'team', subject: String(team.id), token: token() } });
  const coachFeed = await db.calendarFeed.create({ data: { leagueId, seasonId: season.id, kind: 'coach', subject: unique('coach-'), token: token() } });
  const level = await db.certificationLevel.create({ data: { leagueId, name: unique('Regional '), validityDays: 365, requirements: [] } });
  // A second referee declined the umpire place (replacements) and keeps a calendar link (the referee's own is remade and withdrawn).
  const declined = await createUser(db, { userType: 'referee', leagueId });
  for (const userId of [referee.id, declined.id]) {
    await db.certificateRecord.create({ data: { code: unique('CERT').toUpperCase(), leagueId, levelId: level.id, userId, validFrom: new Date('2026-01-01'), validUntil: new Date(`${day(31)}T00:00:00Z`) } });
  }
  const refereeFeed = await db.calendarFeed.create({ data: { leagueId, seasonId: null, kind: 'referee', subject: String(declined.id), token: token() } });
  await db.divisionOfficial.createMany({
    data: [
      { leagueId, divisionId: division.id, position: 1, role: 'referee', minLevelId: level.id, youthAllowed: false, feeCents: 3000 },
      { leagueId, divisionId: division.id, position: 2, role: 'umpire', minLevelId: level.id, youthAllowed: true, feeCents: 2000 },
    ],
  });
  await db.seasonOfficialsSettings.create({ data: { seasonId: season.id, leagueId, selfAssign: true } });
  // Proposed: the manager's publish has one to send, then the referee answers it.
  const assignment = await db.officialAssignment.create({ data: { leagueId, gameId: game.id, refereeId: referee.id, role: 'referee', status: 'proposed' } });
  await db.officialAssignment.create({ data: { leagueId, gameId: game.id, refereeId: declined.id, role: 'umpire', status: 'declined', reason: 'Away' } });
  const seasonPath = (rest: string) => `/api/seasons/{id}/${rest}`;
  const gymCsv = Buffer.from('venue,court,date,start,end,address\nLincoln,1,2026-11-07,9:00,13:00,12 Elm St\n');

  return [
    { method: 'get', path: '/api/leagues/me/time_zone/', as: 'admin' },
    { method: 'put', path: '/api/leagues/me/time_zone/', as: 'admin', body: { time_zone: 'America/Chicago' } },
    { method: 'post', path: seasonPath('gym_time/'), id: season.id, as: 'admin', form: {}, file: { name: 'gym.csv', content: gymCsv } },
    { method: 'get', path: seasonPath('gym_time/'), id: season.id, as: 'admin' },
    { method: 'get', path: seasonPath('schedule/'), id: season.id, as: 'admin' },
    // Dry runs: a real build or closing would replace the game the later endpoints name.
    { method: 'post', path: seasonPath('schedule/'), id: season.id, as: 'admin', body: { divisions: [{ division_id: division.id, games_per_team: 1, game_minutes: 60, changeover_minutes: 10, earliest: '9:00', latest: '12:00', games_per_week: 1, weeks: [day(3)] }], dry_run: true, family_rule: 'soft' } },
    { method: 'post', path: seasonPath('schedule/close/'), id: season.id, as: 'admin', body: { date: day(3), venue: lincoln!.id, dry_run: true } },
    { method: 'post', path: seasonPath(`schedule/games/${game.id}/move/`), id: season.id, as: 'admin', body: { venue_id: lincoln!.id, venue: 'Lincoln', court: '2', date: day(3), start: '10:00', dry_run: false } },
    { method: 'post', path: `/api/seasons/${season.id}/schedule/games/{id}/move/`, id: game.id, as: 'admin', body: { venue_id: roosevelt!.id, court: '1', date: day(3), start: '9:00', dry_run: true } },
    { method: 'put', path: seasonPath(`teams/${team.id}/blackout_dates/`), id: season.id, as: 'admin', body: { dates: [day(10)], weekly: [{ weekday: 'fri', from: '18:00' }] } },
    { method: 'put', path: `/api/seasons/${season.id}/teams/{id}/blackout_dates/`, id: owls.id, as: 'admin', body: { dates: [] } },
    { method: 'put', path: seasonPath('venues/travel/'), id: season.id, as: 'admin', body: { default_minutes: 15, pairs: [{ from_venue_id: lincoln!.id, to_venue_id: roosevelt!.id, minutes: 20 }] } },
    { method: 'post', path: seasonPath('schedule/publish/'), id: season.id, as: 'admin', body: { dry_run: true } },
    { method: 'get', path: seasonPath('calendars/'), id: season.id, as: 'admin' },
    { method: 'post', path: `/api/seasons/${season.id}/calendars/{id}/withdraw/`, id: coachFeed.id, as: 'admin' },
    { method: 'get', path: '/api/public/calendars/{id}', id: `${feed.token}.ics`, as: 'anonymous' },
    { method: 'get', path: '/api/public/schedules/{id}/', id: feed.token, as: 'anonymous' },
    { method: 'get', path: '/api/divisions/{id}/officiating/', id: division.id, as: 'admin' },
    { method: 'put', path: '/api/divisions/{id}/officiating/', id: division.id, as: 'admin', body: { officials: [{ role: 'referee', min_level_id: level.id, youth_allowed: false, fee: 30 }, { role: 'umpire', min_level_id: level.id, youth_allowed: true, fee: 20 }] } },
    { method: 'get', path: seasonPath('officials/'), id: season.id, as: 'manager' },
    { method: 'get', path: seasonPath('officials/pay/'), id: season.id, as: 'manager', query: { from: '2026-09-01', to: day(31), format: 'csv' } },
    { method: 'get', path: seasonPath('officials/settings/'), id: season.id, as: 'manager' },
    { method: 'put', path: seasonPath('officials/settings/'), id: season.id, as: 'manager', body: { self_assign: true } },
    { method: 'post', path: seasonPath('officials/assign/'), id: season.id, as: 'manager', body: { dry_run: true } },
    { method: 'get', path: seasonPath(`officials/games/${game.id}/places/umpire/candidates/`), id: season.id, as: 'manager' },
    { method: 'get', path: `/api/seasons/${season.id}/officials/games/{id}/places/umpire/replacements/`, id: game.id, as: 'manager' },
    { method: 'get', path: `/api/seasons/${season.id}/officials/games/${game.id}/places/{id}/candidates/`, id: 'umpire', as: 'manager' },
    { method: 'post', path: seasonPath('officials/changes/'), id: season.id, as: 'manager', body: { dry_run: true, changes: [{ game_id: game.id, role: 'umpire', referee_id: referee.id }] } },
    { method: 'post', path: seasonPath('officials/publish/'), id: season.id, as: 'manager' },
    { method: 'put', path: '/api/referees/{id}/relations/', id: referee.id, as: 'manager', body: { player_ids: [], team_ids: [owls.id] } },
    { method: 'get', path: '/api/referees/me/availability/', as: 'referee' },
    { method: 'put', path: '/api/referees/me/availability/', as: 'referee', body: { weekly: [{ weekday: weekdayOf(day(10)), start: '8:00', end: '22:00' }], dates_off: [day(17)], max_games_per_day: 3 } },
    { method: 'get', path: '/api/referees/me/games/', as: 'referee' },
    { method: 'get', path: '/api/referees/me/open-games/', as: 'referee' },
    { method: 'post', path: '/api/referees/me/open-games/', as: 'referee', body: { game_id: open.id, role: 'umpire' } },
    { method: 'get', path: '/api/referees/me/pay/', as: 'referee', query: { from: '2026-09-01', to: day(31), format: 'json' } },
    { method: 'get', path: '/api/referees/me/calendar/', as: 'referee' },
    { method: 'post', path: '/api/referees/me/calendar/', as: 'referee' },
    { method: 'post', path: '/api/referees/me/calendar/withdraw/', as: 'referee' },
    { method: 'get', path: '/api/public/calendars/referee/{id}', id: `${refereeFeed.token}.ics`, as: 'anonymous' },
    { method: 'post', path: '/api/assignments/{id}/accept/', id: assignment.id, as: 'referee' },
    { method: 'post', path: '/api/assignments/{id}/decline/', id: assignment.id, as: 'referee', body: { reason: 'Away that weekend' } },
  ];
}
