import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfficialsPage } from '@/features/officials-board/components/officials-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { captureDownloads } from '@/testing/capture-downloads';
import { answerOfficialsScreen, payStatement } from './officials-fixtures';

const server = setupMswServer();
const downloads = captureDownloads();

/** Answers the statement (and its CSV) and keeps every query it was asked with. */
function capturePay() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('/seasons/3/officials/pay/'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      if (query.get('format') === 'csv') return new HttpResponse('\uFEFFReferee\r\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="referee-pay-season-3-2026-10-01-to-2026-10-31.csv"' } });
      return HttpResponse.json(payStatement);
    }),
  );
  return asked;
}

async function openPay() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<OfficialsPage />, '/dashboard/officials');
  await user.selectOptions(await screen.findByLabelText('Season'), await screen.findByRole('option', { name: 'Fall 2026' }));
  return { user, pay: await screen.findByRole('region', { name: "Referees' pay" }) };
}

describe("Officials: the referees' pay", () => {
  it("shows the season's grand total, then each referee's games with their fees and total", async () => {
    answerOfficialsScreen();
    const asked = capturePay();
    const { pay } = await openPay();

    expect(await within(pay).findByText('All referees: 3 games, fees 95.50')).toBeInTheDocument();
    const ada = within(pay).getByRole('table', { name: "Ada Adams's games" });
    const rows = within(ada).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('U12: Ants vs Bees');
    expect(rows[1]).toHaveTextContent('referee');
    expect(rows[1]).toHaveTextContent('30.00');
    expect(rows[2]).toHaveTextContent('45.50');
    expect(rows.at(-1)).toHaveTextContent('Total for 2 games75.50');
    expect(within(pay).getByRole('heading', { name: 'Ben Brown: 1 game, fees 20.00' })).toBeInTheDocument();
    expect([...asked[0]!.keys()]).toEqual([]);
  });

  it('asks for the dates chosen, and says when From is after To without asking', async () => {
    answerOfficialsScreen();
    const asked = capturePay();
    const { user, pay } = await openPay();
    await within(pay).findByText('All referees: 3 games, fees 95.50');

    await user.type(within(pay).getByLabelText('From'), '2026-10-01');
    await user.type(within(pay).getByLabelText('To'), '2026-10-31');
    await waitFor(() => expect(asked.at(-1)?.toString()).toBe('from=2026-10-01&to=2026-10-31'));
    await user.clear(within(pay).getByLabelText('To'));
    await user.type(within(pay).getByLabelText('To'), '2026-09-15');

    expect(await within(pay).findByText('From must be on or before To.')).toBeInTheDocument();
    expect(within(pay).getByRole('button', { name: 'Download for Excel (CSV)' })).toBeDisabled();
    expect(asked.some((query) => query.get('to') === '2026-09-15')).toBe(false);
  });

  it('downloads the same dates as a CSV file for Excel', async () => {
    answerOfficialsScreen();
    const asked = capturePay();
    const { user, pay } = await openPay();
    await user.type(within(pay).getByLabelText('From'), '2026-10-01');
    await user.type(within(pay).getByLabelText('To'), '2026-10-31');

    await user.click(within(pay).getByRole('button', { name: 'Download for Excel (CSV)' }));

    await waitFor(() => expect(downloads).toEqual(['referee-pay-season-3-2026-10-01-to-2026-10-31.csv']));
    expect(asked.at(-1)?.toString()).toBe('from=2026-10-01&to=2026-10-31&format=csv');
  });

  it('says so when no referee has a game in the dates', async () => {
    answerOfficialsScreen();
    server.use(http.get(apiUrl('/seasons/3/officials/pay/'), () => HttpResponse.json({ ...payStatement, referees: [], games: 0, total: 0 })));
    const { pay } = await openPay();

    expect(await within(pay).findByText('No referee has a game to be paid for in these dates.')).toBeInTheDocument();
  });
});
