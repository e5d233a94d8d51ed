import type { TeamDto } from '@league/contract';

/** A team as the teams list answers it, empty of players; a test names what matters to it. */
export function teamFixture(id: number, name: string, fields: Partial<TeamDto> = {}): TeamDto {
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
    ...fields,
  };
}
