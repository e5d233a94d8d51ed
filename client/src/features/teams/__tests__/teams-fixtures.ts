import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/testing/msw-server';
import type { PlayerDto, TeamDto } from '@league/contract';
import { noKeptValues } from '@/testing/player-fixtures';

export const storedUser = { id: 1, username: 'dana', user_type: 'admin', league_id: 7, league_name: 'Demo' };

export const hawks: TeamDto = {
  id: 21,
  name: 'Hawks',
  coach: 'Coach Kim',
  coach_email: null,
  coach_phone: null,
  practice_details: '',
  division: 5,
  division_name: 'U12 Mixed',
  season: 1,
  league: 7,
  created_at: '2026-09-01T00:00:00.000Z',
  updated_at: '2026-09-01T00:00:00.000Z',
  team_composite: 41.256,
  team_average: 6.876,
  team_summary: {
    player_count: 6,
    players_with_conflicts: 1,
    average_height_cm: 148.26,
    primary_region: 'N',
    primary_region_name: 'North',
    primary_region_count: 4,
    known_region_players: 6,
    best_practice_days: ['tue', 'thu'],
    best_practice_day_names: ['Tuesday', 'Thursday'],
  },
  strength_profile: { top: 2, middle: 2, bottom: 2 },
  skill_averages: [
    { skill_id: 11, skill_name: 'Shooting', average: 7.25, scale: 10 },
    { skill_id: 12, skill_name: 'Dribbling', average: 3.25, scale: 5 },
  ],
};

export const owls: TeamDto = { ...hawks, id: 22, name: 'Owls', coach: null, team_composite: 40, team_average: 6.5, team_summary: { ...hawks.team_summary, average_height_cm: null, primary_region: null, primary_region_name: null, best_practice_days: [], best_practice_day_names: [] } };

/** A saved player whose registration file brought a school and a shirt size, next to the rule values. */
export const keptPlayer: PlayerDto = {
  ...noKeptValues,
  id: 31,
  name: 'Ava Chen',
  email: null,
  date_of_birth: null,
  league: 7,
  season: 1,
  division: 5,
  division_name: 'U12 Mixed',
  team: 21,
  team_name: 'Hawks',
  height: null,
  overall_skill: 7,
  additional_data: { School: 'Lincoln', 'Shirt Size': 'YM', group: 'Chen', region: 'N', unavailable_days: ['mon'] },
  group: 'Chen',
  region: 'N',
  region_name: 'North',
  unavailable_days: ['mon'],
  created_at: '2026-09-01T00:00:00.000Z',
  updated_at: '2026-09-01T00:00:00.000Z',
};

export const keptPlayersHandler = http.get(apiUrl('/players/'), () => HttpResponse.json({ count: 1, results: [keptPlayer] }));

export const listHandlers = (teams: TeamDto[] = [hawks, owls]) => [
  http.get(apiUrl('/seasons/'), () => HttpResponse.json({ count: 1, results: [{ id: 1, name: '2026 Fall Season', year: 2026, start_date: '2026-09-01', end_date: '2027-03-01', league: 7, is_active: true }] })),
  http.get(apiUrl('/divisions/'), () => HttpResponse.json({ count: 1, results: [{ id: 5, name: 'U12 Mixed', season: 1, season_name: '2026 Fall Season', min_age: 10, max_age: 12, description: '', league: 7 }] })),
  http.get(apiUrl('/teams/'), () => HttpResponse.json({ count: teams.length, results: teams })),
  http.get(apiUrl('/skills/'), () =>
    HttpResponse.json({
      count: 2,
      results: [
        { id: 11, name: 'Shooting', description: '', weight: 3, normalization_factor: 10, division: 5 },
        { id: 12, name: 'Dribbling', description: '', weight: 2, normalization_factor: 5, division: 5 },
      ],
    }),
  ),
];
