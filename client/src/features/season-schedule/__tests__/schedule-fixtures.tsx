import { http, HttpResponse } from 'msw';
import type { DivisionDto, GymTimeDto, ScheduleFamilyDto, ScheduleGameDto, ScheduleReportDto, ScheduleSettingDto, SeasonDto, TeamBlackoutDatesDto, VenueTravelDto } from '@league/contract';
import { SeasonSchedulePage } from '@/features/season-schedule/components/season-schedule-page';
import { paths } from '@/config/paths';
import { apiUrl, mswServer } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render-with-providers';
import { makeTeam as teamFixture } from '@/testing/player-fixtures';

export const seasonId = 3;

const season: SeasonDto = { id: seasonId, name: 'Fall 2026', year: 2026, start_date: '2026-09-01', end_date: '2026-12-15', league: 7, is_active: true };

const division = (id: number, name: string): DivisionDto => ({ id, name, season: seasonId, season_name: 'Fall 2026', min_age: null, max_age: null, description: '', league: 7, households_as_groups: false });
export const divisions = [division(11, 'U8'), division(12, 'U12')];

const team = (id: number, name: string, divisionId: number) => teamFixture(id, name, { division: divisionId, division_name: divisionId === 11 ? 'U8' : 'U12', season: seasonId });
export const teams = [team(101, 'Ants', 11), team(102, 'Bees', 11), team(201, 'Eagles', 12), team(202, 'Foxes', 12)];

export const gymTime: GymTimeDto = {
  venues: [
    { id: 1, name: 'Lincoln', address: '12 Elm St', courts: ['1', '2'] },
    { id: 2, name: 'Roosevelt', address: '400 Oak Ave', courts: ['1'] },
  ],
  slots: [
    { id: 1, venue_id: 1, venue: 'Lincoln', court: '1', date: '2026-10-03', start: '09:00', end: '13:00' },
    { id: 2, venue_id: 1, venue: 'Lincoln', court: '2', date: '2026-10-03', start: '09:00', end: '13:00' },
    { id: 3, venue_id: 2, venue: 'Roosevelt', court: '1', date: '2026-10-10', start: '09:00', end: '13:00' },
  ],
};

export const game = (id: number | null, divisionId: number, home: number, away: number, start: string, venue = 'Lincoln', court = '1', status: ScheduleGameDto['status'] = 'draft'): ScheduleGameDto => ({
  id,
  division_id: divisionId,
  home_team_id: home,
  away_team_id: away,
  venue_id: venue === 'Lincoln' ? 1 : 2,
  venue,
  court,
  start,
  end: `${start.slice(0, 11)}${String(Number(start.slice(11, 13)) + 1).padStart(2, '0')}${start.slice(13)}`,
  status,
});

export const savedGames = [game(1, 11, 101, 102, '2026-10-03T09:00'), game(2, 12, 201, 202, '2026-10-03T10:00', 'Lincoln', '2'), game(3, 12, 202, 201, '2026-10-10T09:00', 'Roosevelt')];

/** The Smith household has a child on Ants (U8) and on Foxes (U12); the Lee family one child on Bees. */
export const families: ScheduleFamilyDto[] = [
  { key: 'participant-9', name: 'Kim Lee', children: ['Sam Lee'], team_ids: [102] },
  { key: 'household-4', name: 'Jo Smith', children: ['Ava Smith', 'Ben Smith'], team_ids: [101, 202] },
];

export const cleanReport: ScheduleReportDto = { hard_broken: 0, hard_broken_rules: [], family_conflicts: 0, family_split_days: 0, family_wait_hours: 0, unused_gym_hours: 0, unplaced: [], infeasible: [] };

/** The season's reads answered as a fresh page load sees them; a test adds the writes it makes. */
export function answerSeasonReads(options: { games?: ScheduleGameDto[]; gym?: GymTimeDto; settings?: ScheduleSettingDto[]; blackouts?: TeamBlackoutDatesDto[]; travel?: VenueTravelDto } = {}) {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify({ id: 1, username: 'dana', user_type: 'admin', league_id: 7, league_name: 'Demo' }));
  const games = options.games ?? savedGames;
  mswServer.use(
    http.get(apiUrl('/seasons/'), () => HttpResponse.json({ count: 1, results: [season] })),
    http.get(apiUrl('/divisions/'), () => HttpResponse.json({ count: divisions.length, results: divisions })),
    http.get(apiUrl('/teams/'), () => HttpResponse.json({ count: teams.length, results: teams })),
    http.get(apiUrl(`/seasons/${seasonId}/gym_time/`), () => HttpResponse.json(options.gym ?? gymTime)),
    http.get(apiUrl(`/seasons/${seasonId}/schedule/`), () => HttpResponse.json({ count: games.length, results: games, settings: options.settings ?? [], families, blackout_dates: options.blackouts ?? [], travel: options.travel ?? { default_minutes: 20, pairs: [] } })),
    http.get(apiUrl(`/seasons/${seasonId}/calendars/`), () => HttpResponse.json({ count: 0, results: [] })),
  );
}

/** Answers a PUT with what it was sent (or the given error) and keeps each body. */
export function answerPut<T>(path: string, answer: (body: T) => object, status = 200) {
  const sent: T[] = [];
  mswServer.use(
    http.put(apiUrl(path), async ({ request }) => {
      const body = (await request.json()) as T;
      sent.push(body);
      return HttpResponse.json(answer(body), { status });
    }),
  );
  return sent;
}

export const openSchedulePage = () => renderRoutes([{ path: paths.dashboard.seasonSchedule, element: <SeasonSchedulePage /> }], `${paths.dashboard.seasonSchedule}?season=${seasonId}`);
