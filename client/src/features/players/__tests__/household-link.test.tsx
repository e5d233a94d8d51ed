import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParticipantDto, ParticipantSearchHitDto } from '@league/contract';
import { ParticipantPage } from '@/features/players/components/participant-page';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();

const ana: ParticipantDto = {
  id: 101, name: 'Ana Ruiz', date_of_birth: '2016-04-02', gender: 'F', registration_id: null, guardian_names: [], emails: ['rosa@example.org'], phones: [], household: null, registrations: [],
};
const ruizFamily = { id: 4, name: 'Ruiz household', members: [{ id: 101, name: 'Ana Ruiz' }, { id: 102, name: 'Luis Ruiz' }] };
const hits: ParticipantSearchHitDto[] = [
  { id: 101, name: 'Ana Ruiz', date_of_birth: '2016-04-02', household: null },
  { id: 102, name: 'Luis Ruiz', date_of_birth: '2014-09-30', household: null },
];

/** The page of a participant; answers each household request with `answer` and records what was sent. */
function renderPage(person: ParticipantDto, answer: (body: unknown) => Response) {
  const sent: { method: string; body: unknown }[] = [];
  let current = person;
  server.use(
    http.get(apiUrl('/participants/101/'), () => HttpResponse.json(current)),
    http.get(apiUrl('/ratings/history/'), () => HttpResponse.json({ participant_id: 101, entries: [] })),
    http.get(apiUrl('/participants/'), ({ request }) => {
      const found = new URL(request.url).searchParams.get('search') === 'Ruiz' ? hits : [];
      return HttpResponse.json({ count: found.length, results: found });
    }),
    http.all(apiUrl('/participants/101/household/'), async ({ request }) => {
      const body = request.method === 'POST' ? await request.json() : null;
      sent.push({ method: request.method, body });
      const res = answer(body);
      if (res.ok) current = (await res.clone().json()) as ParticipantDto;
      return res;
    }),
  );
  renderRoutes([{ path: '/dashboard/participants/:participantId', element: <ParticipantPage /> }], '/dashboard/participants/101');
  return sent;
}

describe('the player page: linking a family by hand', () => {
  it('when the admin searches a name and links, the child joins that family and the page says so', async () => {
    const sent = renderPage(ana, () => HttpResponse.json({ ...ana, household: ruizFamily }));

    await userEvent.type(await screen.findByLabelText(/Link with a brother or sister/), 'Ruiz');
    const found = await screen.findByRole('list', { name: 'Players found' });
    expect(within(found).getByText('born 2014-09-30 · no family yet')).toBeInTheDocument();
    expect(within(found).queryByText('Ana Ruiz')).not.toBeInTheDocument();
    await userEvent.click(within(found).getByRole('button', { name: 'Link with Luis Ruiz' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Ana Ruiz is now in the Ruiz household with Luis Ruiz.');
    expect(sent).toEqual([{ method: 'POST', body: { with_participant_id: 102 } }]);
    expect(await screen.findByRole('link', { name: 'Luis Ruiz' })).toHaveAttribute('href', '/dashboard/participants/102');
  });

  it('when the server refuses (a family too large), its sentence is shown', async () => {
    const sentence = "Luis Ruiz's household already has 12 people; a household holds at most 12. Check that these children are one family.";
    renderPage(ana, () => HttpResponse.json({ error: sentence, code: 'conflict' }, { status: 409 }));

    await userEvent.type(await screen.findByLabelText(/Link with a brother or sister/), 'Ruiz');
    await userEvent.click(await screen.findByRole('button', { name: 'Link with Luis Ruiz' }));

    expect(await screen.findByText(sentence)).toBeInTheDocument();
  });

  it('when the admin confirms taking the child out, the family is left and nothing else is sent', async () => {
    const sent = renderPage({ ...ana, household: ruizFamily }, () => HttpResponse.json(ana));

    await userEvent.click(await screen.findByRole('button', { name: 'Take Ana Ruiz out of the Ruiz household' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Take out' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Ana Ruiz is no longer in the Ruiz household.');
    expect(sent).toEqual([{ method: 'DELETE', body: null }]);
    expect(await screen.findByText('Not in a household.')).toBeInTheDocument();
  });
});
