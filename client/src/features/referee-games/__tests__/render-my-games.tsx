import { http, HttpResponse } from 'msw';
import type { MyPayDto, OpenGamesDto, RefereeAvailabilityDto, RefereeCalendarLinkDto, RefereeGameDto } from '@league/contract';
import { MyGamesPage } from '@/features/referee-games/components/my-games-page';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, mswServer } from '@/testing/msw-server';
import { storeRefereeSession } from '@/testing/referee-fixtures';

export function makeGame(overrides: Partial<RefereeGameDto> = {}): RefereeGameDto {
  return {
    assignment_id: 71, game_id: 101, role: 'referee', status: 'published', date: '2026-10-03', start: '9:00', end: '10:00',
    division: 'U12', home: 'Ants', away: 'Bees', venue: 'Lincoln Gym', fee: 30, ...overrides,
  };
}

/** Two games, 55.00 in fees, over all dates. */
export function makePay(overrides: Partial<MyPayDto> = {}): MyPayDto {
  return { from: null, to: null, referee_id: 9, referee_name: 'Rita Ref', games: 2, total: 55, lines: [], ...overrides };
}

export const noAvailability: RefereeAvailabilityDto = { weekly: [], dates_off: [], max_games_per_day: null };
export const noCalendarLink: RefereeCalendarLinkDto = { url: null, created_at: null };
export const selfAssignOff: OpenGamesDto = { self_assign: false, count: 0, results: [] };

/** My games signed in as a referee, the API answering with these games, this availability, this pay for the dates asked, this calendar link and these open games. */
export function renderMyGames({ games = [makeGame()], availability = noAvailability, pay = () => makePay(), calendar = noCalendarLink, openGames = selfAssignOff }: {
  games?: RefereeGameDto[];
  availability?: RefereeAvailabilityDto;
  pay?: (query: URLSearchParams) => MyPayDto;
  calendar?: RefereeCalendarLinkDto;
  openGames?: OpenGamesDto;
} = {}) {
  storeRefereeSession();
  mswServer.use(
    http.get(apiUrl('/referees/me/games/'), () => HttpResponse.json(games)),
    http.get(apiUrl('/referees/me/availability/'), () => HttpResponse.json(availability)),
    http.get(apiUrl('/referees/me/pay/'), ({ request }) => HttpResponse.json(pay(new URL(request.url).searchParams))),
    http.get(apiUrl('/referees/me/calendar/'), () => HttpResponse.json(calendar)),
    http.get(apiUrl('/referees/me/open-games/'), () => HttpResponse.json(openGames)),
  );
  return renderRoutes(
    [
      { path: '/referee/games', element: <MyGamesPage /> },
      { path: '/referee/dashboard', element: <h1>Dashboard</h1> },
    ],
    '/referee/games',
  );
}
