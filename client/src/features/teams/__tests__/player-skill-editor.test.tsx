import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TeamPlayersDialog } from '@/features/teams/components/team-players-dialog';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { hawks, listHandlers, storedUser } from './teams-fixtures';

const server = setupMswServer();
const ava = { id: 301, name: 'Ava Chen', email: null, date_of_birth: null, league: 7, division: 5, team: 21, team_name: 'Hawks', height: 150, overall_skill: 7.5, additional_data: {} };
// Shooting is rated (factor 10); Dribbling has no rating yet (factor 5 from the skill).
const shootingRating = { id: 900, player: 301, skill: 11, skill_name: 'Shooting', skill_weight: 3, rating: 8, notes: 'good', normalization_factor: 10 };

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  server.use(
    ...listHandlers(),
    http.get(apiUrl('/players/'), () => HttpResponse.json({ count: 1, results: [ava] })),
    http.get(apiUrl('/player-skills/'), () => HttpResponse.json({ count: 1, results: [shootingRating] })),
  );
});

// The dialog itself, not the whole View Teams page: the page's season, division and team
// requests and its chart added seconds of render work under load before the first query
// could match, and findBy* gives up after one second (the flaky "View Players of Hawks").
async function openSkillEditor() {
  renderWithProviders(<TeamPlayersDialog team={hawks} onClose={() => {}} />);
  const dialog = screen.getByRole('dialog', { name: 'Hawks Players' });
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Edit skills for Ava Chen' }));
  await within(dialog).findByRole('slider', { name: 'Shooting' });
  return dialog;
}

describe('Per-player skill editor', () => {
  it("shows each rating on its skill's own scale and starts missing ones mid-scale, with Save disabled until a change", async () => {
    const dialog = await openSkillEditor();

    expect(within(dialog).getByRole('slider', { name: 'Shooting' })).toHaveValue('8');
    expect(within(dialog).getByRole('slider', { name: 'Shooting' })).toHaveAttribute('aria-valuetext', '8.0 of 10');
    // Dribbling is rated out of 5: the middle of its scale is 2.5, not 5 of 10.
    expect(within(dialog).getByRole('slider', { name: 'Dribbling' })).toHaveValue('2.5');
    expect(within(dialog).getByRole('slider', { name: 'Dribbling' })).toHaveAttribute('aria-valuetext', '2.5 of 5');
    const save = within(dialog).getByRole('button', { name: 'Save skills for Ava Chen' });
    expect(save).toBeDisabled();

    fireEvent.change(within(dialog).getByRole('slider', { name: 'Dribbling' }), { target: { value: '3' } });
    expect(save).toBeEnabled();
  });

  it('writes every rating in its skill scale (PUT existing, POST missing), then reloads clean', async () => {
    const puts: unknown[] = [];
    const posts: unknown[] = [];
    let loads = 0;
    server.use(
      http.get(apiUrl('/player-skills/'), () => { loads += 1; return HttpResponse.json({ count: 1, results: [shootingRating] }); }),
      http.put(apiUrl('/player-skills/900/'), async ({ request }) => { puts.push(await request.json()); return HttpResponse.json({}); }),
      http.post(apiUrl('/player-skills/'), async ({ request }) => { posts.push(await request.json()); return HttpResponse.json({}, { status: 201 }); }),
    );
    const dialog = await openSkillEditor();
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Dribbling' }), { target: { value: '3' } });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save skills for Ava Chen' }));

    await waitFor(() => expect(loads).toBe(2));
    expect(puts).toEqual([{ player: 301, skill: 11, rating: 8, notes: 'good' }]);
    expect(posts).toEqual([{ player: 301, skill: 12, rating: 3, notes: '' }]);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save skills for Ava Chen' })).toBeDisabled());
  });

  it.each([
    ['put', 'Failed to save'],
    ['post', 'Failed to add skill'],
  ] as const)('names a failed %s as "%s"', async (method, message) => {
    server.use(
      http.put(apiUrl('/player-skills/900/'), () => (method === 'put' ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({}))),
      http.post(apiUrl('/player-skills/'), () => (method === 'post' ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({}))),
    );
    const dialog = await openSkillEditor();
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Shooting' }), { target: { value: '9' } });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save skills for Ava Chen' }));

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('says "Failed to load skills" when the ratings cannot be read', async () => {
    server.use(http.get(apiUrl('/player-skills/'), () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<TeamPlayersDialog team={hawks} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit skills for Ava Chen' }));

    expect(await screen.findByText('Failed to load skills')).toBeInTheDocument();
  });
});
