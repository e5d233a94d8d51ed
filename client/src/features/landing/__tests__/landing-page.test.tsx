import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LandingPage } from '@/features/landing/components/landing-page';
import { renderRoutes } from '@/testing/render-with-providers';

function renderLanding() {
  return renderRoutes(
    [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <h1>Login page</h1> },
      { path: '/referee/*', element: <h1>Referee page</h1> },
      { path: '/register', element: <h1>Register page</h1> },
    ],
    '/',
  );
}

describe('LandingPage', () => {
  it('shows the tagline, the four feature badges and the footer', () => {
    renderLanding();

    expect(screen.getByRole('heading', { name: /ultimate platform for creating balanced teams/i })).toBeInTheDocument();
    for (const badge of ['Balanced Teams', 'Smart Analytics', 'Fair Competition', 'Referee Training']) {
      expect(screen.getByText(badge)).toBeInTheDocument();
    }
    expect(screen.getByText('© 2025 - Built with a basketball')).toBeInTheDocument();
  });

  it.each([
    ['League Admin', 'Login page'],
    ['Referee Portal', 'Referee page'],
    ['Login', 'Login page'],
    ['Register', 'Register page'],
  ])('the %s button goes to its page', async (button, heading) => {
    renderLanding();

    await userEvent.click(screen.getByRole('link', { name: button }));

    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });
});
