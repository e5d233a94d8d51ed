import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GenderMapping, UnknownGenderValueDto } from '@league/contract';
import type { BalancePreviewDto } from '@/features/balancing/api/types';
import { CreateTeamsPage } from '@/features/balancing/components/create-teams-page';
import { UnknownGenders } from '@/features/balancing/components/unknown-genders';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { balanceResult, csvFile, listHandlers, ownHeaderRead, storedUser } from './balancing-fixtures';

const server = setupMswServer();

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  server.use(...listHandlers);
});

const boyQuestion: UnknownGenderValueDto = { value: 'Boy?', count: 2, rows: [2, 6], mapped_to: null };

/** The panel with its mapping kept like the page keeps it. */
function Harness({ values, onApply }: { values: UnknownGenderValueDto[]; onApply: () => void }) {
  const [mapping, setMapping] = useState<GenderMapping>({});
  return <UnknownGenders values={values} mapping={mapping} onChange={(value, meaning) => setMapping((m) => ({ ...m, [value]: meaning as never }))} onApply={onApply} />;
}

describe('Genders we did not recognise', () => {
  it('lists each value with its players and rows, lets the volunteer say what it means, then balance again', async () => {
    const onApply = vi.fn();
    renderWithProviders(<Harness values={[boyQuestion]} onApply={onApply} />);

    const panel = screen.getByRole('region', { name: 'Genders we did not recognise' });
    expect(within(panel).getByText('“Boy?”: 2 players (rows 2, 6)')).toBeInTheDocument();
    expect(within(panel).getByText(/balanced as if no gender was given/)).toBeInTheDocument();
    const apply = within(panel).getByRole('button', { name: 'Balance Again With These Genders' });
    expect(apply).toBeDisabled();

    await userEvent.click(within(panel).getByRole('combobox', { name: '“Boy?” means' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Boy' }));
    await userEvent.click(apply);

    expect(within(panel).getByRole('combobox', { name: '“Boy?” means' })).toHaveTextContent('Boy');
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when every gender in the file was recognised', () => {
    renderWithProviders(<Harness values={[]} onApply={() => {}} />);

    expect(screen.queryByRole('region', { name: 'Genders we did not recognise' })).not.toBeInTheDocument();
  });

  it('on the Create page, sends the mapping with the next balance and says when gender could not be kept even', async () => {
    const forms: FormData[] = [];
    const preview: BalancePreviewDto = {
      ...balanceResult,
      summary: {
        ...balanceResult.summary,
        gender: {
          column_used: 'Gender',
          teams: [],
          kept: false,
          max_difference: 2,
          genders: ['F', 'M'],
          widest: { gender: 'F', most: { team_name: 'Team 1', count: 3 }, fewest: { team_name: 'Team 2', count: 1 } },
          unknown_values: [boyQuestion],
        },
      },
    };
    server.use(
      http.post(apiUrl('/players/balanced_teams/'), async ({ request }) => {
        forms.push(await request.formData());
        return HttpResponse.json({ data: preview });
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
    const panel = await screen.findByRole('region', { name: 'Genders we did not recognise' });
    expect(screen.getByText('Gender not kept even: Team 1 has 3 girls and Team 2 1, a difference of 2')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('combobox', { name: '“Boy?” means' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Boy' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Balance Again With These Genders' }));

    await vi.waitFor(() => expect(forms).toHaveLength(2));
    expect(forms[0]!.get('gender_mapping')).toBeNull();
    expect(JSON.parse(String(forms[1]!.get('gender_mapping')))).toEqual({ 'Boy?': 'M' });
  });
});
