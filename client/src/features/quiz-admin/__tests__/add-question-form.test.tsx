import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { choose, fillIn, user } from './form-helpers';
import { acceptAddedQuestion, addButton, openDraftQuiz } from './open-draft-quiz';

const server = setupMswServer();

describe('Add question to an existing quiz', () => {
  it('checks text, type, answer and options in turn, with the spec texts', async () => {
    await openDraftQuiz();

    await user.click(addButton());
    expect(screen.getByText('Please enter question text')).toBeInTheDocument();

    await fillIn(screen.getByLabelText(/^Question Text/), 'What resets the shot clock to 14?');
    await user.click(addButton());
    expect(screen.getByText('Please select question type')).toBeInTheDocument();

    await choose(/Question Type/, 'Multiple Choice');
    await user.click(addButton());
    expect(screen.getByText('Please select/enter correct answer')).toBeInTheDocument();

    await fillIn(screen.getByLabelText('Option 1'), 'A foul in the frontcourt');
    await choose(/Correct Answer/, 'A foul in the frontcourt');
    await user.click(addButton());
    expect(screen.getByText('Please provide at least 2 options for multiple choice questions')).toBeInTheDocument();
  });

  it('offers four option slots and only the filled ones as answers', async () => {
    await openDraftQuiz();
    await choose(/Question Type/, 'Single Choice');

    expect(screen.getAllByLabelText(/^Option \d$/)).toHaveLength(4);
    await fillIn(screen.getByLabelText('Option 2'), '8 seconds');
    await fillIn(screen.getByLabelText('Option 4'), '5 seconds');
    await user.click(screen.getByRole('combobox', { name: /Correct Answer/ }));

    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['8 seconds', '5 seconds']);
  });

  it('sends the question with its filled options and confirms it', async () => {
    await openDraftQuiz();
    const sent = acceptAddedQuestion(30);
    await fillIn(screen.getByLabelText(/^Question Text/), 'Seconds to bring the ball to the frontcourt?');
    await choose(/Question Type/, 'Multiple Choice');
    await fillIn(screen.getByLabelText('Option 1'), '8');
    await fillIn(screen.getByLabelText('Option 3'), '10');
    await choose(/Correct Answer/, '8');
    await fillIn(screen.getByLabelText('FIBA Rule Reference'), 'Art. 28');

    await user.click(addButton());

    expect(await screen.findByText('Question added successfully!')).toBeInTheDocument();
    expect(sent.body).toEqual({
      question_text: 'Seconds to bring the ball to the frontcourt?',
      question_type: 'multiple_choice',
      options: ['8', '10'],
      correct_answer: '8',
      explanation: '',
      rule_reference: 'Art. 28',
    });
  });

  it('sends a true/false question without options', async () => {
    await openDraftQuiz();
    const sent = acceptAddedQuestion(31);
    await fillIn(screen.getByLabelText(/^Question Text/), 'Five fouls disqualify a player.');
    await choose(/Question Type/, 'True/False');
    await choose(/Correct Answer/, 'True');

    await user.click(addButton());

    expect(await screen.findByText('Question added successfully!')).toBeInTheDocument();
    expect(sent.body).toMatchObject({ question_type: 'true_false', options: [], correct_answer: 'true' });
  });

  it('says "Failed to add question" when the server refuses', async () => {
    await openDraftQuiz();
    server.use(http.post(apiUrl('/quizzes/1/questions/add/'), () => new HttpResponse(null, { status: 500 })));
    await fillIn(screen.getByLabelText(/^Question Text/), 'Five fouls disqualify a player.');
    await choose(/Question Type/, 'True/False');
    await choose(/Correct Answer/, 'False');

    await user.click(addButton());

    expect(await screen.findByText('Failed to add question')).toBeInTheDocument();
  });
});
