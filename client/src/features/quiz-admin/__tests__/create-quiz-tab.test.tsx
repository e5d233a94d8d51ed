import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { CreateQuizTab } from '@/features/quiz-admin/components/create-quiz-tab';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { choose, fillIn, user } from './form-helpers';
import { signInAsRefereeAdmin } from './fixtures';

const server = setupMswServer();

function renderCreateTab() {
  signInAsRefereeAdmin();
  server.use(http.get(apiUrl('/quizzes/ai/topics/'), () => HttpResponse.json({ topics: [] })));
  renderWithProviders(<CreateQuizTab />);
}

const subform = () => screen.getByRole('region', { name: 'Add a Question' });
const createButton = () => screen.getByRole('button', { name: 'Create Quiz' });

async function addTrueFalseQuestion(text: string) {
  await fillIn(within(subform()).getByLabelText(/^Question Text/), text);
  await choose(/Question Type/, 'True/False', subform());
  await choose(/Correct Answer/, 'True', subform());
  await user.click(within(subform()).getByRole('button', { name: 'Add Question to Quiz' }));
}

describe('CreateQuizTab', () => {
  it('starts with 10 questions planned, 30 minutes and 70% to pass, within the spec limits', () => {
    renderCreateTab();

    expect(screen.getByLabelText(/Number of Questions$/)).toHaveValue(10);
    const timeLimit = screen.getByLabelText(/Time Limit/);
    expect(timeLimit).toHaveValue(30);
    expect(timeLimit).toHaveAttribute('min', '1');
    expect(timeLimit).toHaveAttribute('max', '180');
    const passing = screen.getByLabelText(/Passing Score/);
    expect(passing).toHaveValue(70);
    expect(passing).toHaveAttribute('step', '0.1');
    expect(screen.getByLabelText('Start Date and Time')).toHaveAttribute('type', 'datetime-local');
  });

  it('asks for a title, then for at least one question', async () => {
    renderCreateTab();

    await user.click(createButton());
    expect(screen.getByText('Please enter a quiz title')).toBeInTheDocument();

    await fillIn(screen.getByLabelText(/^Quiz Title/), 'Fouls');
    await user.click(createButton());
    expect(screen.getByText('Please add at least one question')).toBeInTheDocument();
  });

  it('refuses a time limit outside 1 to 180 minutes', async () => {
    renderCreateTab();
    await fillIn(screen.getByLabelText(/^Quiz Title/), 'Fouls');
    await fillIn(screen.getByLabelText(/Time Limit/), '181');

    await user.click(createButton());

    expect(screen.getByText('Time limit must be a whole number of minutes from 1 to 180')).toBeInTheDocument();
  });

  it('the add-question box needs question text and a correct answer', async () => {
    renderCreateTab();

    await user.click(within(subform()).getByRole('button', { name: 'Add Question to Quiz' }));

    expect(screen.getByText('Please fill in question text and correct answer')).toBeInTheDocument();
  });

  it('sends the quiz with its numbered questions and confirms it', async () => {
    renderCreateTab();
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post(apiUrl('/quizzes/create/'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    await fillIn(screen.getByLabelText(/^Quiz Title/), 'Fouls');
    await fillIn(screen.getByLabelText(/Passing Score/), '72.5');
    await addTrueFalseQuestion('Five fouls disqualify a player.');

    await user.click(createButton());

    // The button is at the foot of a long form: the confirmation takes focus so it is seen and heard.
    expect((await screen.findByText('Quiz created successfully!')).closest('[role="alert"]')).toHaveFocus();
    expect(body).toEqual({
      title: 'Fouls',
      description: '',
      time_limit_minutes: 30,
      passing_score: 72.5,
      status: 'draft',
      max_attempts: 1,
      cooldown_hours: 0,
      stop_after_pass: true,
      score_policy: 'best',
      review: 'after_submit',
      ai_generated: false,
      ai_prompt_used: null,
      questions: [
        { question_text: 'Five fouls disqualify a player.', question_type: 'true_false', options: [], correct_answer: 'true', explanation: '', rule_reference: '', order: 1 },
      ],
    });
    expect(screen.getByLabelText(/^Quiz Title/)).toHaveValue('');
  });

  it("shows the server's reason when the quiz is refused", async () => {
    renderCreateTab();
    server.use(http.post(apiUrl('/quizzes/create/'), () => HttpResponse.json({ error: 'The end date must be after the start date.' }, { status: 400 })));
    await fillIn(screen.getByLabelText(/^Quiz Title/), 'Fouls');
    await addTrueFalseQuestion('Five fouls disqualify a player.');

    await user.click(createButton());

    expect(await screen.findByText('Failed to create quiz: The end date must be after the start date.')).toBeInTheDocument();
  });

  it('clears a refusal once the setting it was about changes', async () => {
    renderCreateTab();
    await user.click(createButton());
    expect(screen.getByText('Please enter a quiz title')).toBeInTheDocument();

    await fillIn(screen.getByLabelText(/^Quiz Title/), 'Fouls');

    expect(screen.queryByText('Please enter a quiz title')).not.toBeInTheDocument();
  });
});
