import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParticipantDto, ParticipantMergeResultDto } from '@league/contract';
import { ParticipantPage } from '@/features/players/components/participant-page';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();

const eli: ParticipantDto = {
  id: 301, name: 'Eli Cooper', date_of_birth: '2015-05-05', gender: 'M', registration_id: null, guardian_names: [], emails: [], phones: [], household: null,
  registrations: [{ player_id: 40, season: { id: 5, name: 'Fall 2026', year: 2026, start_date: '2026-09-01' }, division: { id: 12, name: 'U12' }, team: null, age_then: 11, overall_skill: 0, ratings: [] }],
};

const mergeAnswer = (dryRun: boolean): ParticipantMergeResultDto => ({
  dry_run: dryRun,
  kept: { id: 301, name: 'Eli Cooper', date_of_birth: '2015-05-05' },
  removed: { id: 202, name: 'Elijah Cooper', date_of_birth: '2015-05-05' },
  moves: {
    registrations: [{ player_id: 20, season_name: 'Spring 2025', division_name: 'U10' }, { player_id: 21, season_name: 'Fall 2025', division_name: 'U10' }],
    ratings: 6, rating_history: 9, household_joined: { id: 8, name: 'Cooper household' }, household_left: null, contacts_added: 2,
  },
  participant: eli,
});

/** Eli's page, the league's search, and the merge endpoint answering `merge` for each body it receives. */
function renderEli(merge: (body: { other_id: number; dry_run: boolean }) => Response) {
  const sent: unknown[] = [];
  server.use(
    http.get(apiUrl('/participants/301/'), () => HttpResponse.json(eli)),
    http.get(apiUrl('/ratings/history/'), () => HttpResponse.json({ participant_id: 301, entries: [] })),
    http.get(apiUrl('/participants/'), () =>
      HttpResponse.json({ count: 2, results: [{ id: 301, name: 'Eli Cooper', date_of_birth: '2015-05-05', household: null }, { id: 202, name: 'Elijah Cooper', date_of_birth: '2015-05-05', household: { id: 8, name: 'Cooper household', size: 2 } }] }),
    ),
    http.post(apiUrl('/participants/301/merge/'), async ({ request }) => {
      const body = (await request.json()) as { other_id: number; dry_run: boolean };
      sent.push(body);
      return merge(body);
    }),
  );
  renderRoutes([{ path: '/dashboard/participants/:participantId', element: <ParticipantPage /> }], '/dashboard/participants/301');
  return sent;
}

async function chooseElijah() {
  await userEvent.click(await screen.findByRole('button', { name: 'Merge with another person…' }));
  const dialog = screen.getByRole('dialog', { name: 'Merge another record of Eli Cooper into this one' });
  await userEvent.click(within(dialog).getByRole('textbox', { name: "Search the league's players by name" }));
  await userEvent.paste('Cooper');
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Choose Elijah Cooper' }));
  return dialog;
}

describe('merging two records of one child from the player page', () => {
  it('finds the other record by name, says in words what moves, and merges on confirmation', async () => {
    const sent = renderEli((body) => HttpResponse.json(mergeAnswer(body.dry_run)));

    const dialog = await chooseElijah();

    expect(await within(dialog).findByText(
      'Moves onto Eli Cooper: 2 seasons (U10 in Spring 2025, U10 in Fall 2025), 6 ratings with 9 rating history entries, household Cooper household, 2 contact details. Then the record of Elijah Cooper (born 2015-05-05) is removed.',
    )).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Choose Eli Cooper' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge Elijah Cooper into Eli Cooper' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Elijah Cooper is merged into Eli Cooper: 2 seasons (U10 in Spring 2025, U10 in Fall 2025), 6 ratings with 9 rating history entries');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([{ other_id: 202, dry_run: true }, { other_id: 202, dry_run: false }]);
  });

  it('shows the server\'s sentence when both records are registered in one division, and merges nothing', async () => {
    const refusal = 'Eli Cooper and Elijah Cooper are both registered in U12 of Fall 2026. One child cannot play twice in one division: remove one of these registrations from the division first, then merge.';
    const sent = renderEli((body) => (body.dry_run ? HttpResponse.json({ error: refusal, code: 'conflict' }, { status: 409 }) : HttpResponse.json(mergeAnswer(false))));

    const dialog = await chooseElijah();

    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Merge' })).toBeDisabled();
    expect(sent).toEqual([{ other_id: 202, dry_run: true }]);
  });
});
