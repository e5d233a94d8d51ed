import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Navigate } from 'react-router-dom';
import { RefereeIndexRedirect, RequireReferee, RequireRefereeAdmin } from '@/features/referee-auth/components/referee-guards';
import { renderRoutes } from '@/testing/render-with-providers';
import { makeRefereeProfile, storeRefereeSession } from '@/testing/referee-fixtures';

// The real route shape under /referee, with headings standing in for the pages.
function renderPortal(path: string) {
  return renderRoutes(
    [
      {
        path: '/referee',
        children: [
          { index: true, element: <RefereeIndexRedirect /> },
          { path: 'login', element: <h1>Login page</h1> },
          { element: <RequireReferee />, children: [{ path: 'dashboard', element: <h1>Dashboard page</h1> }, { path: 'quiz/:quizId', element: <h1>Quiz page</h1> }] },
          {
            element: <RequireRefereeAdmin />,
            children: [{ path: 'admin', element: <Navigate to="/referee/admin/quizzes" replace /> }, { path: 'admin/quizzes', element: <h1>Quiz management</h1> }],
          },
        ],
      },
    ],
    path,
  );
}

describe('referee portal redirects', () => {
  it.each([['/referee'], ['/referee/dashboard'], ['/referee/quiz/4'], ['/referee/admin/quizzes']])('%s without a token goes to login', async (path) => {
    renderPortal(path);

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('/referee sends a referee to the dashboard', async () => {
    storeRefereeSession(makeRefereeProfile({ user_type: 'referee' }));
    renderPortal('/referee');

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('/referee sends a referee_admin to quiz management through admin', async () => {
    storeRefereeSession(makeRefereeProfile({ user_type: 'referee_admin' }));
    renderPortal('/referee');

    expect(await screen.findByRole('heading', { name: 'Quiz management' })).toBeInTheDocument();
  });

  it('admin pages send a plain referee back to the dashboard', async () => {
    storeRefereeSession(makeRefereeProfile({ user_type: 'referee' }));
    renderPortal('/referee/admin/quizzes');

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });
});
