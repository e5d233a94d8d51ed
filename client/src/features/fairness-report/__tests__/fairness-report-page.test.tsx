import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FairnessReportPage } from '@/features/fairness-report/components/fairness-report-page';
import { paths } from '@/config/paths';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { ratedReport, report } from './fairness-report-fixtures';

const server = setupMswServer();
const asked: string[] = [];

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify({ id: 1, username: 'dana', user_type: 'admin', league_id: 7, league_name: 'Demo' }));
  asked.length = 0;
  server.use(
    http.get(apiUrl('/divisions/5/fairness_report/'), ({ request }) => {
      const withRatings = new URL(request.url).searchParams.get('include_ratings') === 'true';
      asked.push(String(withRatings));
      return HttpResponse.json(withRatings ? ratedReport : report);
    }),
  );
});

afterEach(() => vi.restoreAllMocks());

const openReport = () => renderRoutes([{ path: paths.dashboard.fairnessReport(':divisionId'), element: <FairnessReportPage /> }], paths.dashboard.fairnessReport(5));

describe('Fairness report page', () => {
  it('explains in plain words how the teams were formed, with each team’s totals, profile, height, practice day and requests', async () => {
    openReport();

    expect(await screen.findByRole('heading', { level: 1, name: 'How the teams of U12 Mixed were formed' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/rated on Shooting \(weight 3\) and Dribbling \(weight 2\)/)).toHaveTextContent(
      /Team averages per player run from 6\.63 to 6\.88 on the 0-10 overall-skill scale \(0\.25 apart\)\..*every team has 2 top, 2 middle and 2 bottom players.*Rules honoured: 1 of 1 sibling or carpool group kept together\. Teammate requests: 3 of 3 mutual requests \(both children asked for each other\) kept; 0 of 1 one-way request \(only one child asked\) kept\./,
    );
    const hawks = screen.getByRole('region', { name: 'Hawks' });
    for (const expected of ['Players6 players', 'Team total (sum of overall skills)41.25', 'Average height148.3 cm', 'Best practice dayTuesday or Thursday', 'Teammate requests2 of 2 mutual kept · 0 of 1 one-way kept']) {
      expect(hawks.textContent).toContain(expected);
    }
    expect(within(hawks).getByText('Strength profile: 2 top, 2 middle, 2 bottom')).toBeInTheDocument();
    expect(within(hawks).getByText('Skill averages: Shooting 7.25 of 10, Dribbling 3.25 of 5')).toBeInTheDocument();
    expect(within(hawks).getByText('Players: Ava Chen, Ben Ortiz')).toBeInTheDocument();
    expect(screen.getByText(/^Teams as of /)).toBeInTheDocument();
  });

  it('keeps the roster history’s words (restored, version) out of the parents’ report', async () => {
    openReport();
    await screen.findByRole('region', { name: 'Hawks' }, { timeout: 5000 });

    expect(document.body.textContent).not.toMatch(/Restored|version/i);
  });

  it('says plainly when team sizes differ and compares the averages, not the totals', async () => {
    const [hawks, owls] = report.teams;
    const uneven = { ...report, strength_gap: 5.06, strength: { lowest_average: 5.84, highest_average: 5.97, average_gap: 0.13, smallest_team: 12, largest_team: 13 }, teams: [{ ...hawks!, player_count: 13, team_composite: 76.73 }, { ...owls!, player_count: 12, team_composite: 71.67 }] };
    server.use(http.get(apiUrl('/divisions/5/fairness_report/'), () => HttpResponse.json(uneven)));
    openReport();
    await screen.findByRole('region', { name: 'Hawks' }, { timeout: 5000 });

    expect(document.body.textContent).toContain('Teams have 12 to 13 players, so a larger team');
    expect(document.body.textContent).toContain("gap between the strongest and weakest team's average per player: 0.13 on the 0-10 scale");
    expect(document.body.textContent).not.toContain('5.06');
  });

  it('shows no ratings by default, and each player’s ratings once the admin switches them on', async () => {
    openReport();
    const hawks = await screen.findByRole('region', { name: 'Hawks' }, { timeout: 5000 });
    expect(within(hawks).queryByRole('table')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Include player ratings' }));

    const table = await within(screen.getByRole('region', { name: 'Hawks' })).findByRole('table', { name: 'Hawks players and ratings' });
    // Each skill on its own scale, said in its column: Dribbling is rated out of 5.
    expect(within(table).getByRole('columnheader', { name: 'Dribbling (0-5)' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Ava Chen 8.00 9.00 3.50' })).toBeInTheDocument();
    expect(screen.getByText(/Switch them off before sharing it with parents/)).toBeInTheDocument();
    expect(asked).toEqual(['false', 'true']);
  });

  it('prints from the browser’s print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    openReport();
    await screen.findByRole('region', { name: 'Hawks' }, { timeout: 5000 });

    await userEvent.click(screen.getByRole('button', { name: 'Print' }));

    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it('says so when the report cannot be loaded', async () => {
    server.use(http.get(apiUrl('/divisions/5/fairness_report/'), () => HttpResponse.json({ error: 'Division was not found.' }, { status: 404 })));
    openReport();

    expect(await screen.findByText('Failed to load the fairness report. Please try again.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
