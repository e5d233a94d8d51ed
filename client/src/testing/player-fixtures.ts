import { http, HttpResponse } from 'msw';
import type { PlayerDto, TeamDto } from '@league/contract';
import { apiUrl } from './msw-server';

// Fixtures of the demo league's U12 Mixed (league 7, season 1, division 5), as the server answers them.

/** The fields of a player answer with no kept balancing value: for fixtures that build players by hand. */
export const noKeptValues: Pick<PlayerDto, 'region' | 'region_name' | 'unavailable_days' | 'gender' | 'group' | 'locked_team' | 'keep_apart' | 'requests'> = {
  region: null,
  region_name: null,
  unavailable_days: [],
  gender: null,
  group: null,
  locked_team: null,
  keep_apart: null,
  requests: [],
};

/** The league admin a signed-in page finds in the browser. */
export const storedUser = { id: 1, username: 'dana', user_type: 'admin', league_id: 7, league_name: 'Demo' };

/** The season U12 Mixed belongs to. */
export const fallSeason = { id: 1, name: '2026 Fall Season', year: 2026, start_date: '2026-09-01', end_date: '2027-03-01', league: 7, is_active: true };

/** A team of U12 Mixed with no coach and no players measured yet. */
export function makeTeam(id: number, name: string, overrides: Partial<TeamDto> = {}): TeamDto {
  return {
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
    ...overrides,
  };
}

/** A player of U12 Mixed on no team, with no kept balancing value. */
export function makePlayer(id: number, name: string, overrides: Partial<PlayerDto> = {}): PlayerDto {
  return {
    id, name, email: null, date_of_birth: null, league: 7, season: 1, division: 5, division_name: 'U12 Mixed', team: null, team_name: null,
    height: null, overall_skill: 0, additional_data: {}, ...noKeptValues, created_at: '2026-09-01T00:00:00.000Z', updated_at: '2026-09-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The division list (U12 Mixed alone) and its two skills: Shooting out of 10 and Dribbling out of 5. */
export const divisionAndSkillHandlers = () => [
  http.get(apiUrl('/divisions/'), () => HttpResponse.json({ count: 1, results: [{ id: 5, name: 'U12 Mixed', season: 1, season_name: '2026 Fall Season', min_age: 10, max_age: 12, description: '', league: 7 }] })),
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
