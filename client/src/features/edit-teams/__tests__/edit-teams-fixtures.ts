import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/testing/msw-server';
import { noKeptValues } from '@/testing/player-fixtures';
import type { PlayerDto } from '@league/contract';
import type { TeamDto } from '@league/contract';

export const storedUser = { id: 1, username: 'dana', user_type: 'admin', league_id: 7, league_name: 'Demo' };

const team = (id: number, name: string): TeamDto => ({
  id,
  name,
  coach: null,
  coach_email: null,
  coach_phone: null,
  practice_details: '',
  division: 5,
  division_name: 'U12 Mixed',
  season: 1,
  league: 7,
  created_at: '2026-09-01T00:00:00.000Z',
  updated_at: '2026-09-01T00:00:00.000Z',
  team_composite: 0,
  team_average: 0,
  team_summary: { player_count: 0, players_with_conflicts: 0, average_height_cm: null, primary_region: null, primary_region_name: null, primary_region_count: 0, known_region_players: 0, best_practice_days: [], best_practice_day_names: [] },
  strength_profile: { top: 0, middle: 0, bottom: 0 },
  skill_averages: [],
});

export const teams = [team(21, 'Hawks'), team(22, 'Owls')];

const player = (id: number, name: string, teamId: number | null, overall: number): PlayerDto => ({
  id,
  name,
  email: null,
  date_of_birth: null,
  league: 7,
  season: 1,
  division: 5,
  division_name: 'U12 Mixed',
  team: teamId,
  team_name: teams.find((t) => t.id === teamId)?.name ?? null,
  height: null,
  overall_skill: overall,
  additional_data: {},
  ...noKeptValues,
  created_at: '2026-09-01T00:00:00.000Z',
  updated_at: '2026-09-01T00:00:00.000Z',
});

// Hawks: 8 and 6 (average 7). Owls: 4 and 2 (average 3). One unassigned.
export const players = [player(1, 'Ava Chen', 21, 8), player(2, 'Ben Ortiz', 21, 6), player(3, 'Cleo Park', 22, 4), player(4, 'Dan Reyes', 22, 2), player(5, 'Eli Stone', null, 5)];

export const listHandlers = (roster: PlayerDto[] = players) => [
  http.get(apiUrl('/seasons/'), () =>
    HttpResponse.json({
      count: 2,
      results: [
        { id: 1, name: '2026 Fall Season', year: 2026, start_date: '2026-09-01', end_date: '2027-03-01', league: 7, is_active: true },
        { id: 2, name: '2027 Spring Season', year: 2027, start_date: '2027-03-01', end_date: '2027-08-01', league: 7, is_active: false },
      ],
    }),
  ),
  http.get(apiUrl('/divisions/'), () => HttpResponse.json({ count: 1, results: [{ id: 5, name: 'U12 Mixed', season: 1, season_name: '2026 Fall Season', min_age: 10, max_age: 12, description: '', league: 7 }] })),
  http.get(apiUrl('/teams/'), () => HttpResponse.json({ count: teams.length, results: teams })),
  http.get(apiUrl('/players/'), () => HttpResponse.json({ count: roster.length, results: roster })),
  http.get(apiUrl('/divisions/:id/history/'), () => HttpResponse.json({ count: 0, results: [] })),
  http.get(apiUrl('/skills/'), () =>
    HttpResponse.json({ count: 2, results: [{ id: 11, name: 'Shooting', description: '', weight: 3, normalization_factor: 10, division: 5 }, { id: 12, name: 'Dribbling', description: '', weight: 2, normalization_factor: 5, division: 5 }] }),
  ),
];
