import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { paths } from '@/config/paths';
import { setupMswServer } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render-with-providers';
import { EditTeamsPage } from '@/features/edit-teams/components/edit-teams-page';
import { openDivision } from './edit-teams-driver';
import { listHandlers, storedUser } from './edit-teams-fixtures';

const server = setupMswServer();

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  server.use(...listHandlers());
});

describe('Late sign-ups from a file', () => {
  it("links Edit Teams to the registration import of the division's own season and division", async () => {
    await openDivision();

    expect(screen.getByRole('link', { name: 'Add late sign-ups from a file' })).toHaveAttribute('href', `${paths.dashboard.importRegistrations}?season=1&division=5`);
  });

  it('opens the division named in the address, as the import page links back to it', async () => {
    renderRoutes([{ path: paths.dashboard.editTeams, element: <EditTeamsPage /> }], `${paths.dashboard.editTeams}?season=1&division=5`);

    expect(await screen.findByRole('button', { name: /^Hawks/ })).toBeInTheDocument();
  });
});
