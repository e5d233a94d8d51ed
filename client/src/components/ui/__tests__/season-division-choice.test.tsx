import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { SeasonDivisionSelects } from '@/components/ui/season-division-selects';
import { useSeasonDivisionChoice } from '@/components/ui/use-season-division-choice';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();

const seasons = [
  { id: 3, name: 'Fall 2026', year: 2026, start_date: '2026-09-01', end_date: '2027-03-31', league: 7, is_active: true },
  { id: 4, name: 'Spring 2026', year: 2026, start_date: '2026-03-01', end_date: '2026-06-30', league: 7, is_active: false },
];
const divisions = [
  { id: 5, name: 'U10', season: 3 },
  { id: 6, name: 'U12', season: 3 },
];

function signInAs(id: number) {
  localStorage.setItem('user', JSON.stringify({ id, username: `admin${id}`, user_type: 'admin', league_id: 7, league_name: 'Demo' }));
}

// Two admin pages that each choose a season and division, as Skills and View Players do.
function Page({ title, next }: { title: string; next: string }) {
  const [choice, choose] = useSeasonDivisionChoice();
  return (
    <>
      <h1>{title}</h1>
      <SeasonDivisionSelects idPrefix={title.replace(/ /g, '-')} seasonId={choice.seasonId} divisionId={choice.divisionId} onChange={choose} />
      <p>Working on division {choice.divisionId ?? 'none'} of season {choice.seasonId ?? 'none'}</p>
      <Link to={next}>Next page</Link>
    </>
  );
}

function renderPages(start = '/skills', answers: { divisions?: typeof divisions } = {}) {
  server.use(
    http.get(apiUrl('/seasons/'), () => HttpResponse.json({ count: seasons.length, results: seasons })),
    http.get(apiUrl('/divisions/'), () => HttpResponse.json({ count: 2, results: answers.divisions ?? divisions })),
  );
  return renderRoutes(
    [
      { path: '/skills', element: <Page title="Skills" next="/players" /> },
      { path: '/players', element: <Page title="View Players" next="/skills" /> },
    ],
    start,
  );
}

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('The season and division chosen on one page', () => {
  it('open the next page on the same season and division', async () => {
    signInAs(1);
    renderPages();
    await choose(/Season/, 'Fall 2026');
    await choose(/Division/, 'U12');

    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));

    expect(await screen.findByRole('heading', { name: 'View Players' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Season/ })).toHaveTextContent('Fall 2026');
    expect(await screen.findByRole('combobox', { name: /Division/ })).toHaveTextContent('U12');
  });

  it('give way to a link that names another division', async () => {
    signInAs(1);
    const first = renderPages();
    await choose(/Season/, 'Fall 2026');
    await choose(/Division/, 'U12');
    first.unmount();

    renderPages('/players?season=3&division=5');

    expect(await screen.findByRole('heading', { name: 'View Players' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Division/ })).toHaveTextContent('U10'));
  });

  it('are not offered to another admin signing in on the same browser', async () => {
    signInAs(1);
    const first = renderPages();
    await choose(/Season/, 'Fall 2026');
    await choose(/Division/, 'U12');
    first.unmount();

    signInAs(2);
    renderPages('/players');

    expect(await screen.findByRole('heading', { name: 'View Players' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Division/ })).not.toHaveTextContent('U12');
    expect(screen.getByRole('combobox', { name: /Division/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('drop a division deleted since, keeping its season', async () => {
    signInAs(1);
    const first = renderPages();
    await choose(/Season/, 'Fall 2026');
    await choose(/Division/, 'U12');
    first.unmount();

    renderPages('/players', { divisions: [divisions[0]!] });

    expect(await screen.findByText('Working on division none of season 3')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Season/ })).toHaveTextContent('Fall 2026');
  });
});
