import { http, HttpResponse } from 'msw';
import type { AssignOfficialsDto, PayLineDto, PayStatementDto, SeasonOfficialsDto } from '@league/contract';
import { apiUrl, mswServer } from '@/testing/msw-server';

export const fall = { id: 3, name: 'Fall 2026', year: 2026, start_date: '2026-09-01', end_date: '2027-03-31', league: 7, is_active: true };
export const u12 = { id: 21, name: 'U12', season: 3, season_name: 'Fall 2026', min_age: 10, max_age: 12, description: '', league: 7 };
const level = (id: number, name: string) => ({ id, name, edition: '', requirements: [], validity_days: 365, valid_until: null, created_at: '2026-01-01T00:00:00.000Z' });
export const levels = [level(1, 'Youth'), level(2, 'Regional')];

const game = (id: number, start: string, home: string, away: string) => ({
  game_id: id, date: '2026-10-03', start, end: `${Number(start.split(':')[0]) + 1}:00`, division_id: 21, division: 'U12', home, away, venue: 'Lincoln', places: ['referee', 'umpire'], officials: [],
});
export const seasonOfficials: SeasonOfficialsDto = {
  season_id: 3,
  games: [game(101, '9:00', 'Ants', 'Bees'), game(102, '20:00', 'Ants', 'Crows')],
  referees: [{ id: 51, name: 'Nia National' }, { id: 52, name: 'Yan Young' }],
};

export const preview: AssignOfficialsDto = {
  dry_run: true,
  assignments: [
    { game_id: 101, referee_id: 51, role: 'referee' },
    { game_id: 101, referee_id: 52, role: 'umpire' },
    { game_id: 102, referee_id: 51, role: 'referee' },
  ],
  uncovered: [{ game_id: 102, role: 'umpire', reason: 'no referee certified at Youth on 2026-10-03 is available Saturdays 20:00-21:00' }],
  report: { rules_broken: 0, games_per_referee: { min: 1, max: 2 } },
};

const payLine = (id: number, date: string, start: string, end: string, division: string, teams: [string, string], venue: string, role: string, fee: number): PayLineDto => ({
  assignment_id: id, game_id: id + 100, date, start, end, division, home: teams[0], away: teams[1], venue, role, fee,
});
/** Ada refereed a U12 and a U14 game (30 and 45.50), Ben was umpire once (20). */
export const payStatement: PayStatementDto = {
  season_id: 3,
  season_name: 'Fall 2026',
  from: null,
  to: null,
  referees: [
    {
      referee_id: 51, referee_name: 'Ada Adams', games: 2, total: 75.5,
      lines: [payLine(1, '2026-10-03', '9:00', '10:00', 'U12', ['Ants', 'Bees'], 'Lincoln', 'referee', 30), payLine(2, '2026-10-10', '11:00', '12:30', 'U14', ['Eagles', 'Foxes'], 'Roosevelt', 'referee', 45.5)],
    },
    { referee_id: 52, referee_name: 'Ben Brown', games: 1, total: 20, lines: [payLine(3, '2026-10-03', '9:00', '10:00', 'U12', ['Crows', 'Doves'], 'Roosevelt', 'umpire', 20)] },
  ],
  games: 3,
  total: 95.5,
};

/** A signed-in league admin whose league has one season with one division, two levels and three games paid. */
export function answerOfficialsScreen(officials: unknown[] = []) {
  localStorage.setItem('authToken', 'admin-token');
  localStorage.setItem('user', JSON.stringify({ id: 1, username: 'dana', user_type: 'admin', league_id: 7, league_name: 'Demo' }));
  mswServer.use(
    http.get(apiUrl('/seasons/'), () => HttpResponse.json({ count: 1, results: [fall] })),
    http.get(apiUrl('/divisions/'), () => HttpResponse.json({ count: 1, results: [u12] })),
    http.get(apiUrl('/referees/certification_levels/'), () => HttpResponse.json({ count: levels.length, results: levels })),
    http.get(apiUrl('/divisions/21/officiating/'), () => HttpResponse.json({ division_id: 21, officials })),
    http.get(apiUrl('/seasons/3/officials/'), () => HttpResponse.json(seasonOfficials)),
    http.get(apiUrl('/seasons/3/officials/pay/'), () => HttpResponse.json(payStatement)),
    http.get(apiUrl('/seasons/3/officials/settings/'), () => HttpResponse.json({ season_id: 3, self_assign: false })),
  );
}
