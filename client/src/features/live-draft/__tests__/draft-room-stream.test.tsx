import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { paths } from '@/config/paths';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { renderRoutes } from '@/testing/render-with-providers';
import { DraftRoomPage } from '@/features/live-draft/components/draft-room-page';
import { draftState, listHandlers, storedUser } from './draft-fixtures';

const server = setupMswServer();
let streamAuth: (string | null)[];
let stateReads: number;

/** An event stream that sends one whole state and stays open, as the server's does. */
function openStream(event: unknown) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`: still here\n\nevent: state\ndata: ${JSON.stringify(event)}\n\n`));
    },
  });
}

beforeEach(() => {
  localStorage.setItem('authToken', 'abc');
  localStorage.setItem('user', JSON.stringify(storedUser));
  streamAuth = [];
  stateReads = 0;
  server.use(
    ...listHandlers(),
    http.get(apiUrl('/drafts/9/'), () => {
      stateReads += 1;
      return HttpResponse.json(draftState());
    }),
  );
});

describe('the admin’s draft room on the event stream', () => {
  it('follows the stream with the admin’s sign-in in the header and stops reading the state every 2 seconds', async () => {
    server.use(
      http.get(apiUrl('/drafts/9/events/'), ({ request }) => {
        streamAuth.push(request.headers.get('authorization'));
        return new HttpResponse(openStream({ type: 'state', draft: draftState({ status: 'paused' }) }), { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );

    renderRoutes([{ path: paths.dashboard.draftRoom(':draftId'), element: <DraftRoomPage /> }], paths.dashboard.draftRoom(9));

    expect(await screen.findByText('The draft is paused by the league. The clock is stopped.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(streamAuth).toEqual(['Token abc']);
    const readsWhenLive = stateReads;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(stateReads).toBe(readsWhenLive);
  }, 30_000);

  it('keeps reading the state every 2 seconds when the stream cannot be opened', async () => {
    server.use(http.get(apiUrl('/drafts/9/events/'), () => HttpResponse.json({ error: 'Unavailable' }, { status: 503 })));

    renderRoutes([{ path: paths.dashboard.draftRoom(':draftId'), element: <DraftRoomPage /> }], paths.dashboard.draftRoom(9));

    expect(await screen.findByText(/Hawks is picking \(pick 1, round 1\)/, undefined, { timeout: 5000 })).toBeInTheDocument();
    const readsBefore = stateReads;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(stateReads).toBeGreaterThan(readsBefore);
  }, 30_000);
});
