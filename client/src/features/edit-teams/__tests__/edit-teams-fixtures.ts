import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/testing/msw-server';
import { divisionAndSkillHandlers, fallSeason, makePlayer, makeTeam } from '@/testing/player-fixtures';
import type { PlayerDto } from '@league/contract';

export { storedUser } from '@/testing/player-fixtures';

export const teams = [makeTeam(21, 'Hawks'), makeTeam(22, 'Owls')];

const player = (id: number, name: string, teamId: number | null, overall: number): PlayerDto =>
  makePlayer(id, name, { team: teamId, team_name: teams.find((t) => t.id === teamId)?.name ?? null, overall_skill: overall });

// Hawks: 8 and 6 (average 7). Owls: 4 and 2 (average 3). One unassigned.
export const players = [player(1, 'Ava Chen', 21, 8), player(2, 'Ben Ortiz', 21, 6), player(3, 'Cleo Park', 22, 4), player(4, 'Dan Reyes', 22, 2), player(5, 'Eli Stone', null, 5)];

export const listHandlers = (roster: PlayerDto[] = players) => [
  http.get(apiUrl('/seasons/'), () =>
    HttpResponse.json({
      count: 2,
      results: [fallSeason, { id: 2, name: '2027 Spring Season', year: 2027, start_date: '2027-03-01', end_date: '2027-08-01', league: 7, is_active: false }],
    }),
  ),
  http.get(apiUrl('/teams/'), () => HttpResponse.json({ count: teams.length, results: teams })),
  http.get(apiUrl('/players/'), () => HttpResponse.json({ count: roster.length, results: roster })),
  http.get(apiUrl('/divisions/:id/history/'), () => HttpResponse.json({ count: 0, results: [] })),
  ...divisionAndSkillHandlers(),
];
