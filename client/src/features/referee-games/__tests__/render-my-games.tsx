import { http, HttpResponse } from 'msw';
import type { RefereeAvailabilityDto, RefereeGameDto } from '@league/contract';
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

export const noAvailability: RefereeAvailabilityDto = { weekly: [], dates_off: [], max_games_per_day: null };

/** My games signed in as a referee, the API answering with these games and this availability. */
export function renderMyGames({ games = [makeGame()], availability = noAvailability }: { games?: RefereeGameDto[]; availability?: RefereeAvailabilityDto } = {}) {
  storeRefereeSession();
  mswServer.use(
    http.get(apiUrl('/referees/me/games/'), () => HttpResponse.json(games)),
    http.get(apiUrl('/referees/me/availability/'), () => HttpResponse.json(availability)),
  );
  return renderRoutes(
    [
      { path: '/referee/games', element: <MyGamesPage /> },
      { path: '/referee/dashboard', element: <h1>Dashboard</h1> },
    ],
    '/referee/games',
  );
}
