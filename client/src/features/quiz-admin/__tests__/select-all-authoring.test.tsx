import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupMswServer } from '@/testing/msw-server';
import { choose, fillIn, user } from './form-helpers';
import { acceptAddedQuestion, addButton, openDraftQuiz } from './open-draft-quiz';

setupMswServer();
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
    const sent = acceptAddedQuestion(32);
    await writeViolationsQuestion();
    await user.click(within(rightAnswers()).getByRole('checkbox', { name: 'Double dribble' }));
    await user.click(within(rightAnswers()).getByRole('checkbox', { name: 'Travelling' }));
    await fillIn(screen.getByLabelText('Option 1'), 'Travel');

    await user.click(addButton());

    expect(await screen.findByText('Question added successfully!')).toBeInTheDocument();
    expect(sent.body).toEqual({
      question_text: 'Which of these are violations?',
      question_type: 'multiple_response',
      options: ['Travel', 'Charging', 'Double dribble'],
      correct_answer: JSON.stringify(['Travel', 'Double dribble']),
      explanation: '',
      rule_reference: '',
    });
  });
});
