import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { QuizManagementTab } from '@/features/quiz-admin/components/quiz-management-tab';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { user } from './form-helpers';
import { makeQuiz, signInAsRefereeAdmin } from './fixtures';

const server = setupMswServer();
// The tab also shows the league's size limit for pictures and clips.
const answerMediaSettings = () => server.use(http.get(apiUrl('/quizzes/media_settings/'), () => HttpResponse.json({ max_media_mb: 50 })));

function answerQuizList(quizzes = [makeQuiz(), makeQuiz({ id: 2, title: 'Fouls', status: 'active' })]) {
  server.use(http.get(apiUrl('/quizzes/'), () => HttpResponse.json({ count: quizzes.length, results: quizzes })));
  answerMediaSettings();
}

async function chooseStatus(rowTitle: string, status: string) {
  const row = screen.getByRole('row', { name: new RegExp(rowTitle) });
  await user.click(within(row).getByRole('combobox'));
  await user.click(await screen.findByRole('option', { name: status }));
}

describe('QuizManagementTab', () => {
  it('lists every quiz with its status badge and settings', async () => {
    signInAsRefereeAdmin();
    answerQuizList();
    renderWithProviders(<QuizManagementTab />);

    const row = await screen.findByRole('row', { name: /Fouls/ });
    expect(within(row).getAllByText('Active').length).toBeGreaterThan(0);
    expect(screen.getByRole('row', { name: /Shot Clock Basics/ })).toHaveTextContent('30 min');
    expect(screen.getByRole('row', { name: /Shot Clock Basics/ })).toHaveTextContent('70%');
  });

  it('says the quizzes could not be loaded when the list call fails', async () => {
    signInAsRefereeAdmin();
    server.use(http.get(apiUrl('/quizzes/'), () => new HttpResponse(null, { status: 500 })));
    answerMediaSettings();
    renderWithProviders(<QuizManagementTab />);

    expect(await screen.findByText('Failed to load quizzes. Please refresh the page and try again.')).toBeInTheDocument();
  });

  it('sends a new status at once on the API base and confirms it, then clears the banner after 3 seconds', async () => {
    signInAsRefereeAdmin();
    answerQuizList();
    let sent: { url: string; body: unknown; auth: string | null } | undefined;
    server.use(
      http.patch(apiUrl('/quizzes/1/activate/'), async ({ request }) => {
        sent = { url: request.url, body: await request.json(), auth: request.headers.get('Authorization') };
        return HttpResponse.json({ ...makeQuiz(), status: 'active' });
      }),
    );
    renderWithProviders(<QuizManagementTab />);
    await screen.findByRole('row', { name: /Shot Clock Basics/ });

    await chooseStatus('Shot Clock Basics', 'Active');

    expect(await screen.findByText('Quiz status updated to active successfully!')).toBeInTheDocument();
    expect(sent).toEqual({ url: apiUrl('/quizzes/1/activate/'), body: { status: 'active' }, auth: 'Token admin-token' });
    await waitFor(() => expect(screen.queryByText('Quiz status updated to active successfully!')).not.toBeInTheDocument(), { timeout: 4500 });
  });

  it("shows the server's reason when a status change is refused", async () => {
    signInAsRefereeAdmin();
    answerQuizList();
    server.use(
      http.patch(apiUrl('/quizzes/1/activate/'), () =>
        HttpResponse.json({ error: 'A quiz needs at least one question before it can be activated.' }, { status: 400 }),
      ),
    );
    renderWithProviders(<QuizManagementTab />);
    await screen.findByRole('row', { name: /Shot Clock Basics/ });

    await chooseStatus('Shot Clock Basics', 'Archived');

    expect(
      await screen.findByText('Failed to update quiz status: A quiz needs at least one question before it can be activated.'),
    ).toBeInTheDocument();
  });

  it('the status dropdown works from the keyboard alone', async () => {
    signInAsRefereeAdmin();
    answerQuizList([makeQuiz()]);
    let body: unknown;
    server.use(http.patch(apiUrl('/quizzes/1/activate/'), async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({});
    }));
    renderWithProviders(<QuizManagementTab />);
    const combobox = within(await screen.findByRole('row', { name: /Shot Clock Basics/ })).getByRole('combobox');

    combobox.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(await screen.findByText('Quiz status updated to archived successfully!')).toBeInTheDocument();
    expect(body).toEqual({ status: 'archived' });
  });
});
