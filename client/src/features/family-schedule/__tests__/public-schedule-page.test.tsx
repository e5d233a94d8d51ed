import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { PublicScheduleDto, PublicScheduleGameDto } from '@league/contract';
import { PublicSchedulePage } from '@/features/family-schedule/components/public-schedule-page';
import { paths } from '@/config/paths';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();
const token = 'c'.repeat(64);
const calendarUrl = `https://league.example.org/api/public/calendars/${token}.ics`;

const game = (id: number, date: string, day: string, start: string, fields: Partial<PublicScheduleGameDto> = {}): PublicScheduleGameDto => ({
  id,
  date,
  day,
  start,
  end: `${Number(start.split(':')[0]) + 1}:00`,
  home: 'Ants',
  away: 'Bees',
  division: 'U8',
  venue: 'Lincoln',
  court: '1',
  address: '12 Elm St',
  map_url: 'https://www.openstreetmap.org/search?query=12%20Elm%20St',
  playing: ['Maya Lee'],
  ...fields,
});

const schedule: PublicScheduleDto = {
  kind: 'family',
  name: 'Dana and Sam Lee',
  league: 'Northside Hoops',
  season: 'Fall 2026',
  teams: [
    { name: 'Ants', division: 'U8', players: ['Maya Lee'] },
    { name: 'Eagles', division: 'U12', players: ['Leo Lee'] },
  ],
  games: [
    game(1, '2026-10-03', 'Saturday 3 October', '9:00'),
    game(2, '2026-10-03', 'Saturday 3 October', '10:00', { home: 'Eagles', away: 'Foxes', division: 'U12', playing: ['Leo Lee'] }),
    game(3, '2026-10-10', 'Saturday 10 October', '11:00', { venue: 'Roosevelt', address: '400 Oak Ave', map_url: 'https://www.openstreetmap.org/search?query=400%20Oak%20Ave' }),
  ],
  calendar_url: calendarUrl,
  published_at: '2026-09-20T18:00:00.000Z',
};

const openPage = () => renderRoutes([{ path: paths.schedulePage(':token'), element: <PublicSchedulePage /> }], paths.schedulePage(token));

describe('A family’s games page', () => {
  it('shows the games by day, each with its gym’s address and a map, and who plays', async () => {
    server.use(http.get(apiUrl(`/public/schedules/${token}/`), () => HttpResponse.json(schedule)));
    openPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Your games' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Maya Lee plays for Ants (U8)')).toBeInTheDocument();
    expect(screen.getByText('Leo Lee plays for Eagles (U12)')).toBeInTheDocument();
    const firstDay = screen.getByRole('region', { name: 'Saturday 3 October' });
    expect(within(firstDay).getAllByRole('article')).toHaveLength(2);
    const leo = within(firstDay).getByRole('article', { name: '10:00 Eagles vs Foxes' });
    expect(within(leo).getByText('U12 · Leo Lee')).toBeInTheDocument();
    expect(within(leo).getByText('12 Elm St')).toBeInTheDocument();
    const secondDay = screen.getByRole('region', { name: 'Saturday 10 October' });
    expect(within(secondDay).getByRole('link', { name: 'Map of Roosevelt, 400 Oak Ave' })).toHaveAttribute('href', 'https://www.openstreetmap.org/search?query=400%20Oak%20Ave');
  });

  it('offers to add the games to the phone’s calendar by subscription, with the plain link for other apps', async () => {
    server.use(http.get(apiUrl(`/public/schedules/${token}/`), () => HttpResponse.json(schedule)));
    openPage();

    const add = await screen.findByRole('link', { name: 'Add to my calendar' }, { timeout: 5000 });

    expect(add).toHaveAttribute('href', `webcal://league.example.org/api/public/calendars/${token}.ics`);
    expect(screen.getByRole('link', { name: calendarUrl })).toHaveAttribute('href', calendarUrl);
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('says so when no game is published yet', async () => {
    server.use(http.get(apiUrl(`/public/schedules/${token}/`), () => HttpResponse.json({ ...schedule, games: [], published_at: null })));
    openPage();

    expect(await screen.findByText(/No games are published for you yet/, undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says plainly that a withdrawn link was withdrawn', async () => {
    const sentence = 'This schedule link was withdrawn by the league. Ask the league for a new one; the next schedule email will carry it.';
    server.use(http.get(apiUrl(`/public/schedules/${token}/`), () => HttpResponse.json({ error: sentence, code: 'link_withdrawn' }, { status: 404 })));
    openPage();

    expect(await screen.findByText(sentence, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to my calendar' })).not.toBeInTheDocument();
  });
});
