import { http, HttpResponse } from 'msw';
import type { PlayerDto } from '@league/contract';
import { apiUrl, mswServer } from '@/testing/msw-server';
import { noKeptValues } from '@/testing/player-fixtures';

export const seasons = [
  { id: 3, name: 'Fall 2026', year: 2026, start_date: '2026-09-01', end_date: '2027-03-31', league: 7, is_active: true },
  { id: 4, name: 'Spring 2027', year: 2027, start_date: '2027-03-01', end_date: '2027-06-30', league: 7, is_active: false },
];
export const divisions = [
  { id: 11, name: 'U10', season: 3, season_name: 'Fall 2026', min_age: 8, max_age: 10, description: '', league: 7 },
  { id: 12, name: 'U12', season: 3, season_name: 'Fall 2026', min_age: 11, max_age: 12, description: '', league: 7 },
];

export function makePlayer(id: number, overall_skill: number, extra: Partial<PlayerDto> = {}): PlayerDto {
  return {
    id, name: `Player ${String(id).padStart(2, '0')}`, email: null, date_of_birth: '2016-04-01', league: 7, season: 3, division: 11,
    division_name: 'U10', team: null, team_name: null, height: null, overall_skill, additional_data: {}, ...noKeptValues,
    created_at: '2026-09-01T00:00:00.000Z', updated_at: '2026-09-01T00:00:00.000Z', ...extra,
  };
}

/** 35 players of U10 with distinct scores: Player 35 is best (9.9), Player 01 worst. */
export const thirtyFivePlayers = Array.from({ length: 35 }, (_, i) => makePlayer(i + 1, Number((3 + (i * 6.9) / 34).toFixed(2))));

/** The lists the View Players page reads; a division filter selects from `divisions`. */
export function answerViewPlayersLists(players: PlayerDto[] = thirtyFivePlayers) {
  mswServer.use(
    http.get(apiUrl('/seasons/'), () => HttpResponse.json({ count: seasons.length, results: seasons })),
    http.get(apiUrl('/divisions/'), ({ request }) => {
      const season = new URL(request.url).searchParams.get('season');
      const results = season ? divisions.filter((d) => String(d.season) === season) : divisions;
      return HttpResponse.json({ count: results.length, results });
    }),
    http.get(apiUrl('/players/'), () => HttpResponse.json({ count: players.length, results: players })),
  );
}
