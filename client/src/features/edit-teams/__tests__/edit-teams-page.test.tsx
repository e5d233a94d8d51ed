import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { choose, openDivision } from './edit-teams-driver';
import { listHandlers, players, storedUser } from './edit-teams-fixtures';
import { AveragePreviewTable } from '@/features/edit-teams/components/average-preview-table';

const server = setupMswServer();

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  server.use(...listHandlers());
});

async function expandTeam(name: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
}

describe('EditTeamsPage', () => {
  it('groups players by team plus an Unassigned group', async () => {
    await openDivision();
    await expandTeam('Unassigned');

    expect(screen.getByRole('button', { name: /^Hawks\s*2 players · average 7\.00/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Owls\s*2 players · average 3\.00/ })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Unassigned players' })).getByText('Eli Stone')).toBeInTheDocument();
  });

  it('counts "1 player" and shows a dash, not 0.00, for a team with no players', async () => {
    server.use(...listHandlers([players[0]!]));
    await openDivision();

    expect(screen.getByRole('button', { name: /^Hawks\s*1 player · average 8\.00/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Owls\s*0 players · average —/ })).toBeInTheDocument();
  });

  it('previews a move into an empty team with a dash before, not 0.00', () => {
    render(<AveragePreviewTable rows={[{ teamId: 22, before: null, after: 5 }]} teamNames={new Map([[22, 'Owls']])} />);

    expect(screen.getByRole('row', { name: /Owls/ })).toHaveTextContent('Owls—5.00—');
  });

  it('shows at most 10 search matches, ignoring case', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ ...players[0]!, id: 100 + i, name: `Sam Player${i}` }));
    server.use(...listHandlers([...players, ...many]));
    await openDivision();

    await userEvent.type(screen.getByLabelText('Search players'), 'sAM');

    expect(within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('listitem')).toHaveLength(10);
  });

  it('changing the season clears the division and the loaded teams', async () => {
    await openDivision();

    await choose('Season', '2027 Spring Season');

    expect(screen.getByRole('combobox', { name: 'Division' })).not.toHaveTextContent('U12 Mixed');
    expect(screen.queryByRole('button', { name: /Hawks/ })).not.toBeInTheDocument();
  });

  it('deletes a team after confirmation, telling the admin its players become unassigned', async () => {
    let deleted = false;
    server.use(http.delete(apiUrl('/teams/21/'), () => { deleted = true; return new HttpResponse(null, { status: 204 }); }));
    await openDivision();
    await expandTeam('Hawks');

    await userEvent.click(screen.getByRole('button', { name: 'Delete Team Hawks' }));
    expect(screen.getByRole('dialog', { name: 'Delete Hawks?' })).toHaveTextContent('its players become unassigned');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(deleted).toBe(true));
  });

  it('only logs a failed player delete', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args[0]);
    server.use(http.delete(apiUrl('/players/5/'), () => new HttpResponse(null, { status: 500 })));
    try {
      await openDivision();
      await expandTeam('Unassigned');
      await userEvent.click(screen.getByRole('button', { name: 'Delete Eli Stone' }));
      await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

      await waitFor(() => expect(errors).toContain('Delete player failed'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      console.error = original;
    }
  });
});
