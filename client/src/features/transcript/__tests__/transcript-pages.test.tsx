import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TranscriptDto } from '@league/contract';
import { MyTranscriptPage } from '@/features/transcript/components/my-transcript-page';
import { RefereeTranscriptPage } from '@/features/transcript/components/referee-transcript-page';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { storeRefereeSession } from '@/testing/referee-fixtures';

const server = setupMswServer();

const transcript: TranscriptDto = {
  referee: { id: 4, username: 'jsmith', first_name: 'Jo', last_name: 'Smith' },
  attempts: [
    {
      attempt_id: 3, quiz_id: 2, quiz_title: 'Fouls', status: 'in_progress', started_at: '2026-03-02T10:00:00.000Z', submitted_at: null,
      score: null, passed: null, correct_answers: null, total_questions: null, score_policy: 'best', counted: false,
    },
    {
      attempt_id: 2, quiz_id: 1, quiz_title: 'Shot Clock', status: 'completed', started_at: '2026-03-01T10:00:00.000Z', submitted_at: '2026-03-01T10:12:00.000Z',
      score: 100, passed: true, correct_answers: 4, total_questions: 4, score_policy: 'best', counted: true,
    },
    {
      attempt_id: 1, quiz_id: 1, quiz_title: 'Shot Clock', status: 'completed', started_at: '2026-02-20T10:00:00.000Z', submitted_at: '2026-02-20T10:15:00.000Z',
      score: 50, passed: false, correct_answers: 2, total_questions: 4, score_policy: 'best', counted: false,
    },
  ],
  weakest_categories: [
    { category: 'Timing', questions: 4, correct: 1, share_correct: 0.25 },
    { category: 'Uncategorised', questions: 4, correct: 3, share_correct: 0.75 },
  ],
};

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

function renderAt(path: string) {
  storeRefereeSession();
  return renderRoutes(
    [
      { path: '/referee/transcript', element: <MyTranscriptPage /> },
      { path: '/referee/admin/referees/:refereeId/transcript', element: <RefereeTranscriptPage /> },
      { path: '/referee/admin/referees', element: <h1>Referee list</h1> },
      { path: '/referee/dashboard', element: <h1>Referee dashboard</h1> },
    ],
    path,
  );
}

describe('MyTranscriptPage', () => {
  it('lists every attempt with its score, result and whether it counts, and the weakest rule areas first', async () => {
    server.use(http.get(apiUrl('/quizzes/transcript/'), () => HttpResponse.json(transcript)));
    renderAt('/referee/transcript');

    const attempts = await screen.findByRole('table', { name: 'Every attempt' });
    const rows = within(attempts).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(cellsOf(rows[0]!)).toEqual(['Fouls', expect.any(String), '—', '—', 'In progress', 'No']);
    expect(cellsOf(rows[1]!).slice(3)).toEqual(['100.0% (4 of 4 right)', 'Passed', 'Yes, the best score counts']);
    expect(cellsOf(rows[2]!).slice(3)).toEqual(['50.0% (2 of 4 right)', 'Not passed', 'No']);
    const areas = within(screen.getByRole('table', { name: 'Rule areas, weakest first' })).getAllByRole('row').slice(1);
    expect(areas.map(cellsOf)).toEqual([
      ['Timing', '4', '1 (25%)'],
      ['Uncategorised', '4', '3 (75%)'],
    ]);
  });

  it('says so when there is nothing yet, and leads back to the dashboard', async () => {
    server.use(http.get(apiUrl('/quizzes/transcript/'), () => HttpResponse.json({ ...transcript, attempts: [], weakest_categories: [] })));
    renderAt('/referee/transcript');

    expect(await screen.findByText('No quiz attempts yet.')).toBeInTheDocument();
    expect(screen.getByText('Finish a quiz to see which rule areas need practice.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Referee dashboard' })).toBeInTheDocument();
  });
});

describe('RefereeTranscriptPage', () => {
  it("names the referee and shows their transcript to the league's administrators", async () => {
    server.use(http.get(apiUrl('/referees/4/transcript/'), () => HttpResponse.json(transcript)));
    renderAt('/referee/admin/referees/4/transcript');

    expect(await screen.findByRole('heading', { level: 1, name: 'Transcript: Jo Smith' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Every attempt' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'All Referees' }));
    expect(await screen.findByRole('heading', { name: 'Referee list' })).toBeInTheDocument();
  });

  it("shows the server's sentence for a referee it does not know", async () => {
    server.use(http.get(apiUrl('/referees/99/transcript/'), () => HttpResponse.json({ error: 'Referee was not found.' }, { status: 404 })));
    renderAt('/referee/admin/referees/99/transcript');

    expect(await screen.findByRole('alert')).toHaveTextContent('Referee was not found.');
  });
});
