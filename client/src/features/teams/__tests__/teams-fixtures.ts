import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/testing/msw-server';
import type { PlayerDto, TeamDto } from '@league/contract';
import { divisionAndSkillHandlers, fallSeason, makePlayer, makeTeam } from '@/testing/player-fixtures';

export { storedUser } from '@/testing/player-fixtures';

export const hawks: TeamDto = makeTeam(21, 'Hawks', {
  coach: 'Coach Kim',
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
});

export const owls: TeamDto = { ...hawks, id: 22, name: 'Owls', coach: null, team_composite: 40, team_average: 6.5, team_summary: { ...hawks.team_summary, average_height_cm: null, primary_region: null, primary_region_name: null, best_practice_days: [], best_practice_day_names: [] } };

/** A saved player whose registration file brought a school and a shirt size, next to the rule values. */
export const keptPlayer: PlayerDto = makePlayer(31, 'Ava Chen', {
  team: 21,
  team_name: 'Hawks',
  overall_skill: 7,
  additional_data: { School: 'Lincoln', 'Shirt Size': 'YM', group: 'Chen', region: 'N', unavailable_days: ['mon'] },
  group: 'Chen',
  region: 'N',
  region_name: 'North',
  unavailable_days: ['mon'],
});

export const keptPlayersHandler = http.get(apiUrl('/players/'), () => HttpResponse.json({ count: 1, results: [keptPlayer] }));

export const listHandlers = (teams: TeamDto[] = [hawks, owls]) => [
  http.get(apiUrl('/seasons/'), () => HttpResponse.json({ count: 1, results: [fallSeason] })),
  http.get(apiUrl('/teams/'), () => HttpResponse.json({ count: teams.length, results: teams })),
  ...divisionAndSkillHandlers(),
];
