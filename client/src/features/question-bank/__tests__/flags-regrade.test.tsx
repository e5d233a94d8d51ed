import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { FlagsPanel } from '@/features/question-bank/components/flags-panel';
import { RegradeDialog } from '@/features/question-bank/components/regrade-dialog';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { makeBankQuestion, makeFlag } from '@/testing/bank-fixtures';
import { signInAsRefereeAdmin, user } from './helpers';

const server = setupMswServer();

describe('Reported problems', () => {
  it('lists open reports per question, most reported first, with each comment, and dismisses one', async () => {
    signInAsRefereeAdmin();
    const patched: unknown[] = [];
    server.use(
      http.get(apiUrl('/quizzes/flags/'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('status')).toBe('open');
        return HttpResponse.json({
          count: 3,
          results: [
            makeFlag({ id: 1, question_id: 5, question_text: 'Is a jump ball used at the start?', comment: 'Typo in the text.' }),
            makeFlag({ id: 2, comment: 'The key says 24 but the answer is 14 after a foul.' }),
            makeFlag({ id: 3, username: 'ref_ben', comment: 'Same problem as above.' }),
          ],
        });
      }),
      http.patch(apiUrl('/quizzes/flags/:id/'), async ({ request }) => {
        patched.push(await request.json());
        return HttpResponse.json(makeFlag({ status: 'dismissed' }));
      }),
    );
    renderWithProviders(<FlagsPanel />);

    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['How long is the shot clock?', 'Is a jump ball used at the start?']);
    expect(within(cards[0]!).getByText('Timing · 2 open reports · answer at the time: 24 seconds')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('“The key says 24 but the answer is 14 after a foul.”')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('“Same problem as above.”')).toBeInTheDocument();

    await user.click(within(cards[0]!).getByRole('button', { name: 'Dismiss the report by ref_ben' }));

    expect(await screen.findByText('Report by ref_ben dismissed.')).toBeInTheDocument();
    expect(patched).toEqual([{ status: 'dismissed' }]);
  });

  it('opens the regrade on the reported question as the bank holds it now, or says it was deleted', async () => {
    signInAsRefereeAdmin();
    server.use(
      http.get(apiUrl('/quizzes/flags/'), () => HttpResponse.json({ count: 2, results: [makeFlag({ id: 1 }), makeFlag({ id: 2, question_id: 12, question_text: 'A deleted question?' })] })),
      http.get(apiUrl('/quizzes/bank/11/'), () => HttpResponse.json(makeBankQuestion({ id: 11, status: 'approved', question_text: 'How long is the shot clock (edited)?' }))),
      http.get(apiUrl('/quizzes/bank/12/'), () => HttpResponse.json({ error: 'Question was not found.' }, { status: 404 })),
    );
    renderWithProviders(<FlagsPanel />);

    await user.click(await screen.findByRole('button', { name: 'Fix the answer and regrade “How long is the shot clock?”' }));
    expect(await screen.findByRole('radio', { name: '30 seconds' })).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/How long is the shot clock \(edited\)\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /cancel|close/i }));

    await user.click(screen.getByRole('button', { name: 'Fix the answer and regrade “A deleted question?”' }));
    expect(await screen.findByText('This question is no longer in the bank (it was deleted since it was reported).')).toBeInTheDocument();
  });
});

describe('Reported problems, page by page', () => {
  it('shows 50 reports a page and moves to the next page of the same filter', async () => {
    signInAsRefereeAdmin();
    const asked: Record<string, string | null>[] = [];
    server.use(
      http.get(apiUrl('/quizzes/flags/'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        const page = Number(params.get('page'));
        asked.push({ status: params.get('status'), page: params.get('page'), page_size: params.get('page_size') });
        const first = (page - 1) * 50;
        const onPage = Array.from({ length: Math.min(50, 53 - first) }, (_, i) => makeFlag({ id: first + i + 1, question_id: first + i + 1, question_text: `Question ${first + i + 1}?` }));
        return HttpResponse.json({ count: 53, results: onPage });
      }),
    );
    renderWithProviders(<FlagsPanel />);

    expect(await screen.findByText('Reports 1–50 of 53')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));

    expect(await screen.findByText('Reports 51–53 of 53')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((c) => within(c).getByRole('heading').textContent)).toEqual(['Question 51?', 'Question 52?', 'Question 53?']);
    expect(asked).toEqual([
      { status: 'open', page: '1', page_size: '50' },
      { status: 'open', page: '2', page_size: '50' },
    ]);
  });

  it('shows no pager when every report fits on one page', async () => {
    signInAsRefereeAdmin();
    server.use(http.get(apiUrl('/quizzes/flags/'), () => HttpResponse.json({ count: 1, results: [makeFlag()] })));
    renderWithProviders(<FlagsPanel />);

    await screen.findByRole('article');
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
  });
});

describe('RegradeDialog', () => {
  it('sends the chosen answer and says how many attempts were regraded and how many results changed', async () => {
    signInAsRefereeAdmin();
    let body: unknown;
    server.use(
      http.post(apiUrl('/quizzes/bank/11/regrade/'), async ({ request }) => {
        body = await request.json();
        const change = (attempt_id: number, username: string, old_passed: boolean, new_passed: boolean) => ({ attempt_id, username, old_score: 60, new_score: 80, old_passed, new_passed });
        return HttpResponse.json({
          attempts_regraded: 12,
          changed: [change(1, 'ref_anna', false, true), change(2, 'ref_ben', false, true), change(3, 'ref_cleo', true, true)],
          version: 2,
          flags_resolved: 2,
        });
      }),
    );
    renderWithProviders(<RegradeDialog question={makeBankQuestion({ status: 'approved', correct_answer: '30 seconds' })} onClose={() => {}} />);
    const regrade = screen.getByRole('button', { name: 'Fix and Regrade' });
    expect(regrade).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: '24 seconds' }));
    await user.click(regrade);

    expect(await screen.findByText('12 attempts regraded; 3 results changed (2 now pass)')).toBeInTheDocument();
    expect(body).toEqual({ correct_answer: '24 seconds', explanation: 'FIBA uses a 24-second shot clock.' });
    expect(screen.getByText('ref_anna: 60.0% (not passed) → 80.0% (passed)')).toBeInTheDocument();
  });

  it('marks the current answer and will not regrade to the same one', async () => {
    signInAsRefereeAdmin();
    renderWithProviders(<RegradeDialog question={makeBankQuestion({ status: 'approved' })} onClose={() => {}} />);

    await user.click(screen.getByRole('radio', { name: '24 seconds (the answer now)' }));

    expect(screen.getByText('That is already the answer. Choose the right one to regrade.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fix and Regrade' })).toBeDisabled();
  });
});
