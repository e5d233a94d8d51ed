import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BalancePreviewDto } from '@/features/balancing/api/types';
import { CreateTeamsPage } from '@/features/balancing/components/create-teams-page';
import { UnmatchedRequests } from '@/features/balancing/components/unmatched-requests';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { balanceResult, csvFile, listHandlers, ownHeaderRead, storedUser } from './balancing-fixtures';

const server = setupMswServer();

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  server.use(...listHandlers);
});

const unmatched: BalancePreviewDto = {
  ...balanceResult,
  summary: {
    ...balanceResult.summary,
    unmatched_requests: [
      { player: 'Ava Chen', row: 2, text: 'with Noah please', reason: 'ambiguous', candidates: ['Noah Jones', 'Noah Smith'] },
      { player: 'Ben Ortiz', row: 3, text: 'Jordan Nobody', reason: 'not_found', candidates: [] },
    ],
  },
};

async function previewWithUnmatchedRequests(forms: FormData[]) {
  server.use(
    http.post(apiUrl('/players/balanced_teams/'), async ({ request }) => {
      forms.push(await request.formData());
      return HttpResponse.json({ data: forms.length === 1 ? unmatched : balanceResult });
    }),
  );
  renderWithProviders(<CreateTeamsPage />);
  for (const [label, option] of [['Season', '2026 Fall Season'], ['Division', 'U12 Mixed']] as const) {
    await userEvent.click(screen.getByRole('combobox', { name: label }));
    await userEvent.click(await screen.findByRole('option', { name: option }));
  }
  await screen.findByRole('table', { name: 'Division skills' });
  await userEvent.upload(screen.getByLabelText('Player CSV File'), csvFile());
  await screen.findByText(ownHeaderRead);
  await userEvent.click(screen.getByRole('button', { name: 'Create Balanced Teams' }));
  return screen.findByRole('region', { name: 'Requests we could not match' });
}

describe('Requests we could not match, on Create Teams', () => {
  it('lists each request with what was written and why, offering the players it could mean', async () => {
    renderWithProviders(<UnmatchedRequests requests={unmatched.summary.unmatched_requests} players={['Ava Chen', 'Ben Ortiz']} answers={{}} onAnswer={() => {}} onApply={() => {}} />);
    const panel = screen.getByRole('region', { name: 'Requests we could not match' });

    expect(within(panel).getByText('Ava Chen wrote “with Noah please”: more than one player could be meant (Noah Jones, Noah Smith).')).toBeInTheDocument();
    expect(within(panel).getByText('Ben Ortiz wrote “Jordan Nobody”: we found no player of this division named in it.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Balance Again With These Answers' })).toBeDisabled();
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Who Ava Chen meant' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Not chosen yet', 'Noah Jones', 'Noah Smith', 'Leave this request out']);
  });

  it('sends the chosen player and the left-out request with the next balance, and the list goes once answered', async () => {
    const forms: FormData[] = [];
    const panel = await previewWithUnmatchedRequests(forms);

    await userEvent.click(within(panel).getByRole('combobox', { name: 'Who Ava Chen meant' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Noah Smith' }));
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Who Ben Ortiz meant' }));
    // A request naming nobody offers every player of the preview (but the one who asked).
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Not chosen yet', 'Ava Chen', 'Cleo Park', 'Leave this request out']);
    await userEvent.click(screen.getByRole('option', { name: 'Leave this request out' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Balance Again With These Answers' }));

    await vi.waitFor(() => expect(forms).toHaveLength(2));
    expect(forms[0]!.get('request_choices')).toBeNull();
    expect(JSON.parse(String(forms[1]!.get('request_choices')))).toEqual([
      { player: 'Ava Chen', text: 'with Noah please', choice: 'Noah Smith' },
      { player: 'Ben Ortiz', text: 'Jordan Nobody', choice: null },
    ]);
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Requests we could not match' })).not.toBeInTheDocument());
  });
});
