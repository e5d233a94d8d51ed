import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { EditQuizDialog } from '@/features/quiz-admin/components/edit-quiz-dialog';
import type { QuizDetailDto, QuizStatus } from '@/features/quiz-admin/api/types';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { fillIn, user } from './form-helpers';
import { makeQuizDetail, signInAsRefereeAdmin } from './fixtures';

const defaultPolicyPayload = { max_attempts: 1, cooldown_hours: 0, stop_after_pass: true, score_policy: 'best', review: 'after_submit' };

const server = setupMswServer();

function openDialog(status: QuizStatus, onSaved = vi.fn()) {
  signInAsRefereeAdmin();
  const quiz: QuizDetailDto = makeQuizDetail(status);
  server.use(
    http.get(apiUrl('/quizzes/1/'), () => HttpResponse.json(quiz)),
    http.get(apiUrl('/quizzes/'), () => HttpResponse.json({ count: 1, results: [quiz] })),
  );
  renderWithProviders(<EditQuizDialog quizId={1} onClose={vi.fn()} onSaved={onSaved} />);
  return { onSaved };
}

function captureBody(method: 'put' | 'post' | 'delete', path: string) {
  const calls: unknown[] = [];
  const resolver = async ({ request }: { request: Request }) => {
    calls.push(method === 'delete' ? null : await request.json());
    return method === 'delete' ? new HttpResponse(null, { status: 204 }) : HttpResponse.json({});
  };
  server.use(http[method](apiUrl(path), resolver));
  return calls;
}

describe('EditQuizDialog: quiz fields by status', () => {
  it('a draft sends every field with the dates at 00:00:00Z and 23:59:59Z', async () => {
    const { onSaved } = openDialog('draft');
    const calls = captureBody('put', '/quizzes/1/update/');
    const title = await screen.findByLabelText(/^Title/);
    await fillIn(title, 'Shot Clock Rules');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Quiz updated successfully!'));
    expect(calls[0]).toEqual({
      title: 'Shot Clock Rules',
      description: 'Timing rules',
      time_limit_minutes: 30,
      passing_score: 70,
      start_date: '2026-01-05T00:00:00Z',
      end_date: '2026-02-10T23:59:59Z',
      ...defaultPolicyPayload,
      // A draft also sends how it gets its questions (decision 0025): a fixed list, nothing shuffled.
      draw_rules: null,
      shuffle_questions: false,
      shuffle_options: false,
      // Not a recertification quiz (decision 0082).
      recertification_edition: null,
    });
  });

  it('an active quiz sends only title, description, end date and attempt rules, and warns about text fixes', async () => {
    openDialog('active');
    const calls = captureBody('put', '/quizzes/1/update/');
    const description = await screen.findByLabelText('Description');
    await fillIn(description, 'Timing rules and resets');

    expect(screen.getByText(/only text fixes are allowed/)).toHaveTextContent('Change its status to Draft to make structural changes.');
    expect(screen.getByLabelText(/Time Limit/)).toBeDisabled();
    expect(screen.getByLabelText(/Passing Score/)).toBeDisabled();
    expect(screen.getByLabelText('Start Date')).toBeDisabled();
    expect(screen.getByLabelText('End Date')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ title: 'Shot Clock Basics', description: 'Timing rules and resets', end_date: '2026-02-10T23:59:59Z', ...defaultPolicyPayload });
  });

  it('an archived quiz has its title, description and dates disabled', async () => {
    openDialog('archived');

    expect(await screen.findByLabelText(/^Title/)).toBeDisabled();
    expect(screen.getByLabelText('Description')).toBeDisabled();
    expect(screen.getByLabelText('Start Date')).toBeDisabled();
    expect(screen.getByLabelText('End Date')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(screen.getByText(/only text fixes are allowed/)).toBeInTheDocument();
  });

  it('no warning is shown for a draft', async () => {
    openDialog('draft');
    await screen.findByLabelText(/^Title/);

    expect(screen.queryByText(/only text fixes are allowed/)).not.toBeInTheDocument();
  });
});

describe('EditQuizDialog: questions', () => {
  it('an active quiz question edit sends only the text and the explanation', async () => {
    openDialog('active');
    const calls = captureBody('put', '/quizzes/questions/11/');
    await user.click(await screen.findByRole('button', { name: 'Edit question 1' }));
    expect(screen.getByRole('combobox', { name: /Question Type/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByLabelText('Option 1')).toBeDisabled();
    await fillIn(screen.getByLabelText(/^Question Text/), 'How long is the shot clock? (FIBA)');

    await user.click(screen.getByRole('button', { name: 'Save Question' }));

    expect(await screen.findByText('Question updated successfully!')).toBeInTheDocument();
    expect(calls[0]).toEqual({ question_text: 'How long is the shot clock? (FIBA)', explanation: 'FIBA uses a 24-second shot clock.' });
  });

  it('a draft question edit sends every field, and the answer follows its option when reworded', async () => {
    openDialog('draft');
    const calls = captureBody('put', '/quizzes/questions/11/');
    await user.click(await screen.findByRole('button', { name: 'Edit question 1' }));
    const option = within(screen.getByRole('group', { name: 'Question 1' })).getByLabelText('Option 1');
    await fillIn(option, '24 s');

    await user.click(screen.getByRole('button', { name: 'Save Question' }));

    expect(await screen.findByText('Question updated successfully!')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      question_text: 'How long is the shot clock?',
      question_type: 'multiple_choice',
      options: ['24 s', '30 seconds', '14 seconds'],
      correct_answer: '24 s',
      explanation: 'FIBA uses a 24-second shot clock.',
      rule_reference: 'Art. 29',
    });
  });

  it('deletes a draft question after confirmation', async () => {
    openDialog('draft');
    const calls = captureBody('delete', '/quizzes/questions/12/');
    await user.click(await screen.findByRole('button', { name: 'Delete question 2' }));

    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Question deleted successfully!')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('says "Failed to delete question" with the reason when the server refuses', async () => {
    openDialog('draft');
    server.use(http.delete(apiUrl('/quizzes/questions/12/'), () => HttpResponse.json({ error: 'Set it to draft first.' }, { status: 400 })));
    await user.click(await screen.findByRole('button', { name: 'Delete question 2' }));

    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete question: Set it to draft first.')).toBeInTheDocument();
  });

  it('offers neither delete nor add for a non-draft quiz', async () => {
    openDialog('active');
    await screen.findByRole('button', { name: 'Edit question 1' });

    expect(screen.queryByRole('button', { name: /Delete question/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Question' })).not.toBeInTheDocument();
  });
});

describe('EditQuizDialog: attempt rules', () => {
  it('sends changed attempt rules and refuses zero attempts with a sentence', async () => {
    openDialog('active');
    const calls = captureBody('put', '/quizzes/1/update/');
    const attempts = await screen.findByLabelText('Attempts allowed');
    await fillIn(attempts, '0');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Attempts allowed must be a whole number from 1 to 100')).toBeInTheDocument();

    await fillIn(attempts, '10');
    await fillIn(screen.getByLabelText('Pause between attempts (hours)'), '24');
    await user.click(screen.getByLabelText('Stop once a referee has passed'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ max_attempts: 10, cooldown_hours: 24, stop_after_pass: false, score_policy: 'best', review: 'after_submit' });
  });
});
