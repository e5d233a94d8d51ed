import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { EditQuizDialog } from '@/features/quiz-admin/components/edit-quiz-dialog';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { choose, fillIn, user } from './form-helpers';
import { makeQuizDetail, signInAsRefereeAdmin } from './fixtures';

const server = setupMswServer();

async function openDraftQuiz() {
  signInAsRefereeAdmin();
  const quiz = makeQuizDetail('draft', { questions: [] });
  server.use(
    http.get(apiUrl('/quizzes/1/'), () => HttpResponse.json(quiz)),
    http.get(apiUrl('/quizzes/'), () => HttpResponse.json({ count: 1, results: [quiz] })),
  );
  renderWithProviders(<EditQuizDialog quizId={1} onClose={vi.fn()} onSaved={vi.fn()} />);
  await screen.findByText('This quiz has no questions yet.');
}

const addButton = () => screen.getByRole('button', { name: 'Add Question' });
const rightAnswers = () => screen.getByRole('group', { name: /Right Answers/ });

async function writeViolationsQuestion() {
  await fillIn(screen.getByLabelText(/^Question Text/), 'Which of these are violations?');
  await choose(/Question Type/, 'Select All That Apply');
  await fillIn(screen.getByLabelText('Option 1'), 'Travelling');
  await fillIn(screen.getByLabelText('Option 2'), 'Charging');
  await fillIn(screen.getByLabelText('Option 3'), 'Double dribble');
}

// Many fields per question: on a loaded two-core machine one test can take half a minute.
describe('Authoring a select-all-that-apply question (decision 0053)', () => {
  it('offers the type and a checkbox per filled option instead of one correct answer', async () => {
    await openDraftQuiz();

    await writeViolationsQuestion();

    expect(screen.queryByRole('combobox', { name: /Correct Answer/ })).not.toBeInTheDocument();
    expect(within(rightAnswers()).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Travelling', 'Charging', 'Double dribble']);
    expect(screen.getByText(/A referee gets the question right only by ticking all of them and no other/)).toBeInTheDocument();
  });

  it('asks for at least one right answer, and for two options first', async () => {
    await openDraftQuiz();
    await fillIn(screen.getByLabelText(/^Question Text/), 'Which of these are violations?');
    await choose(/Question Type/, 'Select All That Apply');
    await fillIn(screen.getByLabelText('Option 1'), 'Travelling');
    await user.click(within(rightAnswers()).getByRole('checkbox', { name: 'Travelling' }));

    await user.click(addButton());
    expect(screen.getByText('Please provide at least 2 options for select all that apply questions')).toBeInTheDocument();

    await fillIn(screen.getByLabelText('Option 2'), 'Charging');
    await user.click(within(rightAnswers()).getByRole('checkbox', { name: 'Travelling' }));
    await user.click(addButton());
    expect(screen.getByText('Please tick at least one right answer')).toBeInTheDocument();
  });

  it('sends every ticked option as the key, in the options order, and keeps a ticked option ticked when reworded', async () => {
    await openDraftQuiz();
    let body: unknown;
    server.use(
      http.post(apiUrl('/quizzes/1/questions/add/'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 32 }, { status: 201 });
      }),
    );
    await writeViolationsQuestion();
    await user.click(within(rightAnswers()).getByRole('checkbox', { name: 'Double dribble' }));
    await user.click(within(rightAnswers()).getByRole('checkbox', { name: 'Travelling' }));
    await fillIn(screen.getByLabelText('Option 1'), 'Travel');

    await user.click(addButton());

    expect(await screen.findByText('Question added successfully!')).toBeInTheDocument();
    expect(body).toEqual({
      question_text: 'Which of these are violations?',
      question_type: 'multiple_response',
      options: ['Travel', 'Charging', 'Double dribble'],
      correct_answer: JSON.stringify(['Travel', 'Double dribble']),
      explanation: '',
      rule_reference: '',
    });
  });
});
