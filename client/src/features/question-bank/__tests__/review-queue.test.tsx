import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { ReviewQueue } from '@/features/question-bank/components/review-queue';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { makeBankQuestion } from '@/testing/bank-fixtures';
import { signInAsRefereeAdmin, user } from './helpers';

const server = setupMswServer();

const citingOutside = makeBankQuestion({
  id: 21,
  question_text: 'How many seconds does a team have to bring the ball into its frontcourt?',
  options: ['8 seconds', '5 seconds'],
  correct_answer: '8 seconds',
  rule_reference: 'Art. 12',
  checks: [
    { name: 'cites_source', passed: false, reason: 'Cites Art. 12, which is not in the pasted rule text' },
    { name: 'answer_in_options', passed: true, reason: '' },
  ],
});
const duplicate = makeBankQuestion({
  id: 22,
  question_text: 'A player with five fouls must leave the game.',
  question_type: 'true_false',
  options: [],
  correct_answer: 'true',
  source: 'import',
  checks: [{ name: 'not_duplicate', passed: false, reason: 'Nearly the same as bank question 7: “A player who commits 5 fouls must leave the game.”' }],
});

function renderQueue() {
  signInAsRefereeAdmin();
  let queue = [citingOutside, duplicate];
  const requests: string[] = [];
  server.use(
    http.get(apiUrl('/quizzes/bank/'), ({ request }) => {
      requests.push(new URL(request.url).search);
      return HttpResponse.json({ count: queue.length, results: queue });
    }),
    http.post(apiUrl('/quizzes/bank/:id/approve/'), ({ params }) => {
      queue = queue.filter((q) => q.id !== Number(params.id));
      return HttpResponse.json({ ...citingOutside, status: 'approved' });
    }),
  );
  renderWithProviders(<ReviewQueue />);
  return requests;
}

describe('ReviewQueue', () => {
  it('lists the drafts with their checks, failed ones flagged in words and the matching question of a near-duplicate', async () => {
    const requests = renderQueue();

    const first = await screen.findByRole('article', { name: citingOutside.question_text });
    expect(requests[0]).toContain('status=draft');
    expect(within(first).getByText('1 of 2 checks failed: read before approving')).toBeInTheDocument();
    expect(within(first).getByText('Failed: Cites an article of the rule text')).toBeInTheDocument();
    expect(within(first).getByText('Cites Art. 12, which is not in the pasted rule text')).toBeInTheDocument();
    expect(within(first).getByText('Passed: The correct answer is one of the options')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: duplicate.question_text });
    expect(within(second).getByText('Nearly the same as bank question 7: “A player who commits 5 fouls must leave the game.”')).toBeInTheDocument();
    expect(screen.getByText('2 questions waiting for review. Read each one and its checks, then approve it or delete it.')).toBeInTheDocument();
  });

  it('approving a question takes it out of the queue', async () => {
    renderQueue();

    await user.click(await screen.findByRole('button', { name: `Approve “${citingOutside.question_text}”` }));

    expect(await screen.findByText('Question approved: it can now be used in quizzes.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: citingOutside.question_text })).not.toBeInTheDocument());
  });

  it('deletes a question only after confirmation', async () => {
    renderQueue();
    const deleted: string[] = [];
    server.use(http.delete(apiUrl('/quizzes/bank/:id/'), ({ params }) => { deleted.push(String(params.id)); return new HttpResponse(null, { status: 204 }); }));

    await user.click(await screen.findByRole('button', { name: `Delete “${duplicate.question_text}”` }));
    expect(deleted).toHaveLength(0);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Question deleted.')).toBeInTheDocument();
    expect(deleted).toEqual(['22']);
  });
});
