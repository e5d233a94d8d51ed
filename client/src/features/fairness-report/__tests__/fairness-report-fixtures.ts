import type { FairnessReportDto, FairnessReportTeam } from '@league/contract';

const skills = [
  { id: 11, name: 'Shooting', weight: 3, scale: 10 },
  { id: 12, name: 'Dribbling', weight: 2, scale: 5 },
];

const team = (id: number, name: string, total: number, players: string[], size = 6): FairnessReportTeam => ({
  id,
  name,
  coach: 'Coach Kim',
  player_count: size,
  team_composite: total,
  team_average: total / size,
  strength_profile: { top: 2, middle: 2, bottom: 2 },
  skill_averages: [
    { skill_id: 11, skill_name: 'Shooting', average: 7.25, scale: 10 },
    { skill_id: 12, skill_name: 'Dribbling', average: 3.25, scale: 5 },
  ],
  average_height_cm: 148.26,
  best_practice_day_names: ['Tuesday', 'Thursday'],
  requests: { mutual: { total: 2, honoured: 2 }, one_way: { total: 1, honoured: 0 } },
  players: players.map((name, i) => ({ id: id * 10 + i, name })),
});

export const report: FairnessReportDto = {
  division: { id: 5, name: 'U12 Mixed', season_name: '2026 Fall Season' },
  generated_at: '2026-11-23T12:00:00.000Z',
  include_ratings: false,
  skills,
  strength_gap: 1.5,
  strength: { lowest_average: 6.63, highest_average: 6.88, average_gap: 0.25, smallest_team: 6, largest_team: 6 },
  unassigned_players: 0,
  rules: { groups: { count: 1, kept: 1 }, locks: { count: 0, kept: 0 }, apart: { count: 0, kept: 0 }, requests: { mutual: { total: 3, honoured: 3 }, one_way: { total: 1, honoured: 0 } } },
  gender: { kept: null, max_difference: 0, genders: [], widest: null },
  last_change: { version: 3, kind: 'restore', summary: 'Restored the roster of version 1.', created_at: '2026-11-22T10:00:00.000Z' },
  teams: [team(21, 'Hawks', 41.25, ['Ava Chen', 'Ben Ortiz']), team(22, 'Owls', 39.75, ['Cleo Park', 'Dan Reyes'])],
};

export const ratedReport: FairnessReportDto = {
  ...report,
  include_ratings: true,
  teams: report.teams.map((t) => ({
    ...t,
    players: t.players.map((p) => ({ ...p, overall_skill: 8, ratings: [{ skill_id: 11, rating: 9 }, { skill_id: 12, rating: 3.5 }] })),
  })),
};
