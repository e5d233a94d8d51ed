import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { ReviewQueue } from '@/features/question-bank/components/review-queue';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { makeBankQuestion } from '@/testing/bank-fixtures';
import { signInAsRefereeAdmin, user } from './helpers';

const server = setupMswServer();

/** 12 imported drafts: a page of 10 and a second page of 2. */
const imported = Array.from({ length: 12 }, (_, i) => makeBankQuestion({ id: 100 + i, question_text: `Imported question ${i + 1}?`, status: 'draft', source: 'import' }));

function renderQueue() {
  signInAsRefereeAdmin();
  let queue = imported;
  const approveRequests: unknown[] = [];
  server.use(
    http.get(apiUrl('/quizzes/bank/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const [page, size] = [Number(params.get('page') ?? 1), Number(params.get('page_size') ?? 10)];
      return HttpResponse.json({ count: queue.length, results: queue.slice((page - 1) * size, page * size) });
    }),
    http.post(apiUrl('/quizzes/bank/approve/'), async ({ request }) => {
      const body = (await request.json()) as { question_ids: number[] };
      approveRequests.push(body);
      queue = queue.filter((q) => !body.question_ids.includes(q.id));
      return HttpResponse.json({ approved: body.question_ids.length - 1, already_approved: 1 });
    }),
  );
  renderWithProviders(<ReviewQueue />);
  return approveRequests;
}

describe('approving several review-queue questions at once', () => {
  it('ticks all on one page and one on the next, then approves them in a single request', async () => {
    const approveRequests = renderQueue();

    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select “Imported question 11?”' }));
    await user.click(screen.getByRole('button', { name: 'Approve 11 selected questions' }));

    expect(await screen.findByText('10 questions approved and can now be used in quizzes. 1 other was already approved.')).toBeInTheDocument();
    expect(approveRequests).toEqual([{ question_ids: imported.slice(0, 11).map((q) => q.id) }]);
    await waitFor(() => expect(screen.getByText(/^1 question waiting for review/)).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Approve 0 selected questions' })).toBeDisabled();
  });

  it('selects every question waiting, on all pages, with one click', async () => {
    const approveRequests = renderQueue();

    await user.click(await screen.findByRole('button', { name: 'Select all 12 waiting' }));
    await user.click(await screen.findByRole('button', { name: 'Approve 12 selected questions' }));

    expect(await screen.findByText(/^11 questions approved and can now be used in quizzes/)).toBeInTheDocument();
    expect(approveRequests).toEqual([{ question_ids: imported.map((q) => q.id) }]);
    expect(await screen.findByText('No questions are waiting for review. Imported and AI-generated questions appear here.')).toBeInTheDocument();
  });

  it('unticks the page when every question on it is already ticked', async () => {
    renderQueue();

    const selectPage = await screen.findByRole('checkbox', { name: 'Select all on this page' });
    await user.click(selectPage);
    await user.click(selectPage);

    expect(screen.getByRole('checkbox', { name: 'Select “Imported question 1?”' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Approve 0 selected questions' })).toBeDisabled();
  });
});
