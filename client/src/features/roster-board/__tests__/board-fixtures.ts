import { http, HttpResponse } from 'msw';
import type { PlayerDto, TeamDto, TeamTermsDto, TradePreviewDto } from '@league/contract';
import { apiUrl } from '@/testing/msw-server';
import { noKeptValues } from '@/testing/player-fixtures';

const team = (id: number, name: string): TeamDto => ({
  id, name, coach: null, coach_email: null, coach_phone: null, practice_details: '', division: 5, division_name: 'U12 Mixed', season: 1, league: 7,
  created_at: '2026-09-01T00:00:00.000Z', updated_at: '2026-09-01T00:00:00.000Z', team_composite: 0, team_average: 0,
  team_summary: { player_count: 0, players_with_conflicts: 0, average_height_cm: null, primary_region: null, primary_region_name: null, primary_region_count: 0, known_region_players: 0, best_practice_days: [], best_practice_day_names: [] },
  strength_profile: { top: 0, middle: 0, bottom: 0 }, skill_averages: [],
});

export const teams = [team(21, 'Hawks'), team(22, 'Owls')];

const player = (id: number, name: string, teamId: number | null, overall: number, gender: 'F' | 'M', school: string): PlayerDto => ({
  id, name, email: null, date_of_birth: null, league: 7, season: 1, division: 5, division_name: 'U12 Mixed', team: teamId,
  team_name: teams.find((t) => t.id === teamId)?.name ?? null, height: null, overall_skill: overall,
  additional_data: { School: school, gender }, ...noKeptValues, gender,
  created_at: '2026-09-01T00:00:00.000Z', updated_at: '2026-09-01T00:00:00.000Z',
});

export const players = [
  player(1, 'Ava Chen', 21, 8, 'F', 'Lincoln'),
  player(2, 'Ben Ortiz', 21, 6, 'M', 'Roosevelt'),
  player(3, 'Cleo Park', 22, 4, 'F', 'Lincoln'),
  player(4, 'Dan Reyes', 22, 2, 'M', 'Roosevelt'),
  player(5, 'Eli Stone', null, 5, 'M', 'Adams'),
];

const terms = (team_id: number, team_name: string, player_count: number, tiers: TeamTermsDto['tiers']): TeamTermsDto => ({
  team_id, team_name, player_count, strength_total: 0, tiers, average_height_cm: null, players_outside_region: null, practice_conflicts: 0,
});

/** Ava (Hawks) moved to Owls, as the server would measure it. */
export const avaToOwls = (breaks_rules: string[] = []): TradePreviewDto => ({
  before: { strength_gap: 8, height_gap_cm: null, players_outside_region: null, practice_conflicts: 0, requests: { total: 0, honoured: 0 }, teams: [terms(21, 'Hawks', 2, { top: 1, middle: 1, bottom: 0 }), terms(22, 'Owls', 2, { top: 0, middle: 1, bottom: 1 })] },
  after: { strength_gap: 8, height_gap_cm: null, players_outside_region: null, practice_conflicts: 0, requests: { total: 0, honoured: 0 }, teams: [terms(21, 'Hawks', 1, { top: 0, middle: 1, bottom: 0 }), terms(22, 'Owls', 3, { top: 1, middle: 1, bottom: 1 })] },
  breaks_rules,
});

export const listHandlers = () => [
  http.get(apiUrl('/seasons/'), () => HttpResponse.json({ count: 1, results: [{ id: 1, name: '2026 Fall Season', year: 2026, start_date: '2026-09-01', end_date: '2027-03-01', league: 7, is_active: true }] })),
  http.get(apiUrl('/divisions/'), () => HttpResponse.json({ count: 1, results: [{ id: 5, name: 'U12 Mixed', season: 1, season_name: '2026 Fall Season', min_age: 10, max_age: 12, description: '', league: 7 }] })),
  http.get(apiUrl('/teams/'), () => HttpResponse.json({ count: teams.length, results: teams })),
  http.get(apiUrl('/players/'), () => HttpResponse.json({ count: players.length, results: players })),
];
