import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DraftStateDto } from '@league/contract';
import { paths } from '@/config/paths';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render-with-providers';
import { CoachDraftPage } from '@/features/live-draft/components/coach-draft-page';
import { FakeEventSource, coachKey, draftState } from './draft-fixtures';

const server = setupMswServer();
const sentKeys: (string | null)[] = [];

function answerState(state: DraftStateDto) {
  server.use(
    http.get(apiUrl('/drafts/9/'), ({ request }) => {
      sentKeys.push(request.headers.get('authorization'));
      return HttpResponse.json(state);
    }),
  );
}

const openPage = () => renderRoutes([{ path: paths.coachDraft(':draftId'), element: <CoachDraftPage /> }], paths.coachDraft(9, coachKey));
const stream = () => FakeEventSource.instances.at(-1)!;

beforeEach(() => {
  FakeEventSource.instances = [];
  sentKeys.length = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('a coach’s draft page', () => {
  it('on their turn shows the pool with each skill and sends the pick with the link’s key', async () => {
    answerState(draftState({ your_team_id: 21 }));
    const picks: unknown[] = [];
    server.use(
      http.post(apiUrl('/drafts/9/picks/'), async ({ request }) => {
        picks.push({ body: await request.json(), key: request.headers.get('authorization') });
        return HttpResponse.json({ pick_number: 1, round: 1, team_id: 21, player_id: 1, player_name: 'Ava Chen', auto: false, created_at: new Date().toISOString() }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    openPage();

    expect(await screen.findByText(/Your turn to pick \(pick 1, round 1\)/)).toBeInTheDocument();
    const pool = screen.getByRole('list', { name: 'Players not picked yet' });
    expect(within(pool).getByText('skill 8.2 of 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pick Ava Chen' }));

    expect(await screen.findByText('You picked Ava Chen.')).toBeInTheDocument();
    expect(picks).toEqual([{ body: { player_id: 1 }, key: `Token ${coachKey}` }]);
    expect(sentKeys).toEqual([`Token ${coachKey}`]);
    expect(stream().url).toContain(`/drafts/9/events/?key=${coachKey}`);
  });

  it('shows a player nobody has rated as not rated yet, not as skill 0.0', async () => {
    const base = draftState();
    answerState(draftState({ your_team_id: 21, pool: [...base.pool, { id: 4, name: 'Dev New', overall_skill: 0, rated: false }] }));
    openPage();

    const pool = await screen.findByRole('list', { name: 'Players not picked yet' });
    const dev = within(pool).getByText('Dev New').closest('li')!;
    expect(within(dev).getByText('not rated yet')).toBeInTheDocument();
    expect(within(pool).queryByText(/skill 0\.0/)).not.toBeInTheDocument();
  });

  it('says why a pick was refused and keeps the Pick buttons, because the turn stays', async () => {
    answerState(draftState({ your_team_id: 21 }));
    server.use(
      http.post(apiUrl('/drafts/9/picks/'), () =>
        HttpResponse.json({ error: 'Ava Chen has already been picked by Owls. It is still your turn: choose another player.' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    openPage();

    await user.click(await screen.findByRole('button', { name: 'Pick Ava Chen' }));

    expect(await screen.findByText('Ava Chen has already been picked by Owls. It is still your turn: choose another player.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pick Ben Ortiz' })).toBeEnabled();
  });

  it('when another team is picking, offers no Pick button and says who is picking', async () => {
    answerState(draftState({ your_team_id: 22 }));
    openPage();

    expect(await screen.findByText(/Hawks is picking \(pick 1, round 1\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pick / })).not.toBeInTheDocument();
  });

  it('shows another coach’s pick as soon as the stream reports it, and catches up with the whole draft after reconnecting', async () => {
    answerState(draftState({ your_team_id: 22 }));
    openPage();
    await screen.findByText(/Hawks is picking/);

    act(() => {
      stream().emit('pick', {
        type: 'pick', draft_id: 9,
        pick: { pick_number: 1, round: 1, team_id: 21, player_id: 1, player_name: 'Ava Chen', auto: false, created_at: new Date().toISOString() },
        on_the_clock: { pick_number: 2, round: 1, team_id: 22, team_name: 'Owls', started_at: new Date().toISOString() },
      });
    });

    expect(within(screen.getByRole('list', { name: 'Hawks picks' })).getByText('Pick 1: Ava Chen')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Players not picked yet' })).queryByText('Ava Chen')).not.toBeInTheDocument();
    expect(screen.getByText(/Your turn to pick \(pick 2, round 1\)/)).toBeInTheDocument();

    act(() => stream().drop());
    expect(screen.getByText(/Connection lost/)).toBeInTheDocument();
    const afterReconnect = draftState({
      status: 'paused',
      picks: [
        { pick_number: 1, round: 1, team_id: 21, player_id: 1, player_name: 'Ava Chen', auto: false, created_at: new Date().toISOString() },
        { pick_number: 2, round: 1, team_id: 22, player_id: 2, player_name: 'Ben Ortiz', auto: true, created_at: new Date().toISOString() },
      ],
      pool: [{ id: 3, name: 'Cleo Park', overall_skill: 4.5 }],
    });
    act(() => stream().emit('state', { type: 'state', draft: afterReconnect }));

    expect(screen.queryByText(/Connection lost/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Owls picks' })).getByText('Pick 2: Ben Ortiz (picked automatically when time ran out)')).toBeInTheDocument();
    expect(screen.getByText(/The draft is paused by the league/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Owls' })).getByText('Your team')).toBeInTheDocument();
  });

  it('suggests the pick that keeps the teams most even and lets the coach take it', async () => {
    answerState(draftState({ your_team_id: 21 }));
    const picked: unknown[] = [];
    server.use(
      http.get(apiUrl('/drafts/9/suggestion/'), () => HttpResponse.json({ on_the_clock: draftState().on_the_clock, suggestion: { player_id: 2, player_name: 'Ben Ortiz' } })),
      http.post(apiUrl('/drafts/9/picks/'), async ({ request }) => {
        picked.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    openPage();

    await user.click(await screen.findByRole('button', { name: 'Suggest a pick' }));
    expect(await screen.findByText(/Suggested for Hawks:/)).toHaveTextContent('Suggested for Hawks: Ben Ortiz (skill 6.0 of 10). Of the players left, this pick keeps the teams most even.');
    await user.click(screen.getByRole('button', { name: 'Take the suggestion: Ben Ortiz' }));

    expect(await screen.findByText('You picked Ben Ortiz.')).toBeInTheDocument();
    expect(picked).toEqual([{ player_id: 2 }]);
  });

  it('says the link is not known when the server does not know the key', async () => {
    server.use(http.get(apiUrl('/drafts/9/'), () => HttpResponse.json({ error: 'This draft link is not valid.' }, { status: 401 })));
    openPage();

    expect(await screen.findByText(/This draft link is not known/)).toBeInTheDocument();
  });
});
