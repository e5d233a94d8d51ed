import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { BankBrowser } from '@/features/question-bank/components/bank-browser';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { makeBankQuestion } from '@/testing/bank-fixtures';
import type { BankQuestionDto } from '@/api/question-bank/bank-types';
import { signInAsRefereeAdmin, user } from './helpers';

// Moodle's question name and ID number (decision 0083) on the bank screen (decision 0088).
const server = setupMswServer();

function renderBank(questions: BankQuestionDto[]) {
  signInAsRefereeAdmin();
  const patches: unknown[] = [];
  server.use(
    http.get(apiUrl('/quizzes/bank/'), () => HttpResponse.json({ count: questions.length, results: questions })),
    http.get(apiUrl('/quizzes/bank/categories/'), () => HttpResponse.json({ results: [] })),
    http.patch(apiUrl('/quizzes/bank/11/'), async ({ request }) => {
      patches.push(await request.json());
      return HttpResponse.json(questions[0]);
    }),
  );
  renderWithProviders(<BankBrowser />);
  return { patches };
}

describe('question names and ID numbers in the bank', () => {
  it('shows the name and ID number above the question text, and nothing for a question without them', async () => {
    renderBank([makeBankQuestion({ name: 'Shot clock 01', idnumber: 'FIBA-29-01' }), makeBankQuestion({ id: 12, question_text: 'Who tosses the ball?' })]);

    const named = await screen.findByTestId('bank-row-11');
    expect(within(named).getByText('Shot clock 01 · ID number FIBA-29-01')).toBeInTheDocument();
    expect(within(screen.getByTestId('bank-row-12')).queryByText(/ID number/)).not.toBeInTheDocument();
  });

  it('shows a name without an ID number on its own', async () => {
    renderBank([makeBankQuestion({ name: 'Shot clock 01' })]);

    const row = await screen.findByTestId('bank-row-11');
    expect(within(row).getByText('Shot clock 01')).toBeInTheDocument();
  });

  it('lets the admin change the name and clear the ID number, sending only those', async () => {
    const { patches } = renderBank([makeBankQuestion({ name: 'Shot clock 01', idnumber: 'FIBA-29-01' })]);
    await user.click(await screen.findByRole('button', { name: 'Edit “How long is the shot clock?”' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Question' });

    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Shot clock reset');
    await user.clear(within(dialog).getByLabelText(/^ID number/));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({ name: 'Shot clock reset', idnumber: null });
  });
});
