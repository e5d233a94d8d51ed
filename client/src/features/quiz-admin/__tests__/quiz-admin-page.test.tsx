import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { QuizAdminPage } from '@/features/quiz-admin/components/quiz-admin-page';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { user } from './form-helpers';
import { makeQuiz, signInAsRefereeAdmin } from './fixtures';

const server = setupMswServer();

function renderPage() {
  signInAsRefereeAdmin();
  server.use(
    http.get(apiUrl('/quizzes/'), () => HttpResponse.json({ count: 1, results: [makeQuiz()] })),
    http.get(apiUrl('/quizzes/ai/topics/'), () => HttpResponse.json({ topics: [] })),
    http.get(apiUrl('/quizzes/admin/results/'), () => new HttpResponse(null, { status: 503 })),
    http.get(apiUrl('/quizzes/media_settings/'), () => HttpResponse.json({ max_media_mb: 50 })),
  );
  return renderRoutes(
    [
      { path: '/referee/admin/quizzes', element: <QuizAdminPage /> },
      { path: '/referee/dashboard', element: <h1>Referee dashboard</h1> },
    ],
    '/referee/admin/quizzes',
  );
}

describe('QuizAdminPage', () => {
  it('opens on Quiz Management and switches tabs, keeping the tab in the address', async () => {
    const { router } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Quiz Management', level: 2 })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Create Quiz' }));
    expect(screen.getByRole('heading', { name: 'Create Quiz', level: 2 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=create');

    await user.click(screen.getByRole('tab', { name: 'Quiz Results' }));
    expect(await screen.findByRole('heading', { name: 'Quiz Statistics' })).toBeInTheDocument();
  });

  it('goes back to the referee dashboard from the header', async () => {
    renderPage();

    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));

    expect(await screen.findByRole('heading', { name: 'Referee dashboard' })).toBeInTheDocument();
  });
});
