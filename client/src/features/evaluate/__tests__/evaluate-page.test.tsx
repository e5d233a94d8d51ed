import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmitScoresDto, SubmitScoresInput } from '@league/contract';
import { paths } from '@/config/paths';
import { EvaluatePage } from '@/features/evaluate/components/evaluate-page';
import { evaluateDb } from '@/features/evaluate/lib/evaluate-db';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { evaluateHandlers, setPhoneOnline } from './evaluate-fixtures';

const server = setupMswServer();
const openPage = () => renderRoutes([{ path: paths.evaluate, element: <EvaluatePage /> }], paths.evaluate);

async function join(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Access code'), 'GYM-42');
  await user.type(screen.getByLabelText('Your name'), 'Pat');
  await user.click(screen.getByRole('button', { name: 'Start scoring' }));
  await screen.findByRole('heading', { level: 1, name: 'U10 evaluation day' });
}

async function showBib(user: ReturnType<typeof userEvent.setup>, bib: number) {
  await user.type(screen.getByLabelText('Bib number'), String(bib));
  await user.click(screen.getByRole('button', { name: 'Find' }));
  await screen.findByRole('heading', { level: 2, name: new RegExp(`^Bib ${bib}`) });
}

beforeEach(async () => {
  await evaluateDb.scores.clear();
  await evaluateDb.saved.clear();
  setPhoneOnline(true);
});
afterEach(() => setPhoneOnline(true));

describe('Evaluator phone screen', () => {
  it("links the join screen to the volunteers' guide, in a new tab", async () => {
    openPage();

    const guide = await screen.findByRole('link', { name: "How scoring works: the volunteers' guide" });
    expect(guide).toHaveAttribute('href', '/guide/evaluation-volunteer');
    expect(guide).toHaveAttribute('target', '_blank');
  });

  it('keeps scores made offline on the phone, counts them, and they survive closing the page', async () => {
    server.use(...evaluateHandlers());
    const user = userEvent.setup();
    const first = openPage();
    await join(user);
    act(() => setPhoneOnline(false));

    await user.click(screen.getByRole('button', { name: 'Shooting 3' }));
    await user.click(screen.getByRole('button', { name: 'Dribbling 4' }));
    await showBib(user, 2);
    await user.click(screen.getByRole('button', { name: 'Shooting 5' }));

    expect(await screen.findByText('3 scores waiting to send')).toBeInTheDocument();
    expect(screen.getByText(/No connection\. Keep scoring/)).toBeInTheDocument();
    first.unmount();

    openPage();
    expect(await screen.findByText('3 scores waiting to send')).toBeInTheDocument();
    expect(await evaluateDb.scores.where('waiting').equals(1).count()).toBe(3);
  });

  it('replaces a waiting score when the evaluator changes it, and sends the latest when the connection returns', async () => {
    const received: SubmitScoresInput['scores'] = [];
    server.use(...evaluateHandlers(received));
    const user = userEvent.setup();
    openPage();
    await join(user);
    act(() => setPhoneOnline(false));

    await user.click(screen.getByRole('button', { name: 'Shooting 2' }));
    await user.click(screen.getByRole('button', { name: 'Shooting 4' }));
    expect(await screen.findByText('1 score waiting to send')).toBeInTheDocument();
    expect(received).toEqual([]);

    act(() => setPhoneOnline(true));

    expect(await screen.findByText('All scores sent')).toBeInTheDocument();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ bib: 1, skill_id: 11, value: 4 });
    expect(received[0]!.id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it("keeps a refused score waiting with the server's sentence beside it, and sends the rest", async () => {
    const refusal = 'Bib 3 is not checked in at this evaluation day. Check the number, or ask the desk to check the player in.';
    // msw tries handlers in the order given: the refusing one goes before the working server's.
    server.use(
      http.post(apiUrl('/evaluate/scores/'), async ({ request }) => {
        const { scores } = (await request.json()) as SubmitScoresInput;
        const details: SubmitScoresDto = {
          stored: scores.filter((s) => s.bib !== 3).map((s) => s.id),
          already_stored: [],
          rejected: scores.filter((s) => s.bib === 3).map((s) => ({ id: s.id, code: 'bib_not_checked_in', error: refusal })),
        };
        const status = details.rejected.length ? 422 : 200;
        return HttpResponse.json(status === 200 ? details : { error: refusal, code: 'scores_rejected', details }, { status });
      }),
      ...evaluateHandlers(),
    );
    const user = userEvent.setup();
    openPage();
    await join(user);

    await user.click(screen.getByRole('button', { name: 'Shooting 3' }));
    await showBib(user, 3);
    await user.click(screen.getByRole('button', { name: 'Dribbling 2' }));

    expect(await screen.findByText(`Not accepted: ${refusal}`)).toBeInTheDocument();
    expect(screen.getByText('1 score waiting to send')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Bib 3, Dribbling 2: ${refusal}` })).toBeInTheDocument();
    await waitFor(async () => expect(await evaluateDb.scores.get('7:3:12')).toMatchObject({ waiting: 1, value: 2, error: refusal }));
  });

  it('opens the scoring screen after a reload with no connection', async () => {
    server.use(...evaluateHandlers());
    const user = userEvent.setup();
    const first = openPage();
    await join(user);
    first.unmount();
    setPhoneOnline(false);
    server.use(http.get(apiUrl('/evaluate/event/'), () => HttpResponse.error()));

    openPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'U10 evaluation day' })).toBeInTheDocument();
    expect(screen.getByText('Five shots from the free-throw line.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shooting 1' })).toBeInTheDocument();
  });
});
