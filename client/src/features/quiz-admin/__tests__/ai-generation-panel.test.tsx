import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { CreateQuizTab } from '@/features/quiz-admin/components/create-quiz-tab';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { choose, fillIn, user } from './form-helpers';
import { makeBankQuestion } from '@/testing/bank-fixtures';
import { signInAsRefereeAdmin } from './fixtures';

const server = setupMswServer();

const topics = [{ id: 'shot-clock', title: 'Shot clock (Art. 29)', description: 'The 24-second shot clock.' }];
const generated = [
  makeBankQuestion({
    id: 31,
    question_text: 'When does the shot clock reset to 14?',
    question_type: 'single_choice',
    options: ['Foul in frontcourt', 'Out of bounds'],
    correct_answer: 'Foul in frontcourt',
    checks: [
      { name: 'cites_source', passed: false, reason: 'Cites Art. 12, which is not in the pasted rule text' },
      { name: 'answer_in_options', passed: true, reason: '' },
    ],
  }),
  makeBankQuestion({ id: 32, question_text: 'The shot clock is 24 seconds.', question_type: 'true_false', options: [], correct_answer: 'true' }),
];

function renderWithGenerator(answer: (body: unknown) => Response) {
  signInAsRefereeAdmin();
  const sent: unknown[] = [];
  server.use(
    // The topics call answers a plain array here: the panel accepts both shapes.
    http.get(apiUrl('/quizzes/ai/topics/'), () => HttpResponse.json(topics)),
    http.post(apiUrl('/quizzes/ai/generate/'), async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      return answer(body);
    }),
  );
  renderWithProviders(<CreateQuizTab />);
  return sent;
}

const panel = () => screen.getByRole('region', { name: 'Generate Questions with AI' });
const generate = () => user.click(within(panel()).getByRole('button', { name: 'Generate Questions' }));

describe('AI question generation', () => {
  it('needs a topic or a custom prompt, and at least one question type', async () => {
    const sent = renderWithGenerator(() => HttpResponse.json({ success: true, questions: [] }));

    await generate();
    expect(screen.getByText('Please select a topic or enter a custom prompt')).toBeInTheDocument();

    await fillIn(within(panel()).getByLabelText('Custom Prompt'), 'Travelling');
    for (const type of ['Multiple Choice', 'True/False', 'Single Choice']) await user.click(within(panel()).getByLabelText(type));
    await generate();
    expect(screen.getByText('Please select at least one question type')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('starts at 10 questions and refuses counts outside 1 to 20', async () => {
    renderWithGenerator(() => HttpResponse.json({ success: true, questions: [] }));
    const count = within(panel()).getByLabelText(/Number of Questions to Generate/);
    expect(count).toHaveValue(10);
    await fillIn(within(panel()).getByLabelText('Custom Prompt'), 'Travelling');

    await fillIn(count, '21');
    await generate();

    expect(screen.getByText('Number of questions must be a whole number from 1 to 20')).toBeInTheDocument();
  });

  // Generated questions used to join the create form's list; they are now bank drafts (decision 0025), so
  // the panel shows them with their checks and links to the review queue, and the form's list stays empty.
  it("sends the topic's description, rule text and edition, then shows the drafts with their checks and the way to the review queue", async () => {
    const sent = renderWithGenerator(() => HttpResponse.json({ success: true, questions: generated }));
    await choose(/Topic/, 'Shot clock (Art. 29)', panel());
    await user.click(within(panel()).getByLabelText('Multiple Choice'));
    await fillIn(within(panel()).getByLabelText(/Rule text to base the questions on/), 'Art. 29 Shot clock. 29.1 ...');
    await fillIn(within(panel()).getByLabelText(/Rulebook edition/), 'FIBA 2024');

    await generate();

    expect(await screen.findByText('Successfully generated 2 questions! They are in the review queue.')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      prompt: 'The 24-second shot clock.',
      source_text: 'Art. 29 Shot clock. 29.1 ...',
      edition: 'FIBA 2024',
      num_questions: 10,
      question_types: ['true_false', 'single_choice'],
    });
    const first = within(panel()).getByRole('article', { name: 'When does the shot clock reset to 14?' });
    expect(within(first).getByText('Failed: Cites an article of the rule text')).toBeInTheDocument();
    expect(within(first).getByText('Cites Art. 12, which is not in the pasted rule text')).toBeInTheDocument();
    expect(within(panel()).getByText('1 question failed a check: read the reasons before approving.')).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Open the Review Queue' })).toHaveAttribute('href', '/referee/admin/quizzes?tab=bank&view=review');
    expect(screen.queryAllByTestId('new-quiz-question')).toHaveLength(0);
  });

  it('a custom prompt overrides the topic', async () => {
    const sent = renderWithGenerator(() => HttpResponse.json({ success: true, questions: generated.slice(1) }));
    await choose(/Topic/, 'Shot clock (Art. 29)', panel());
    await fillIn(within(panel()).getByLabelText('Custom Prompt'), 'Resetting the shot clock after a foul');

    await generate();

    expect(await screen.findByText('Successfully generated 1 question! They are in the review queue.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ prompt: 'Resetting the shot clock after a foul' });
  });

  it("shows the server's sentence when generation is not configured (503)", async () => {
    const message = 'AI question generation is not configured: set OPENAI_API_KEY on the server.';
    renderWithGenerator(() => HttpResponse.json({ error: message }, { status: 503 }));
    await fillIn(within(panel()).getByLabelText('Custom Prompt'), 'Travelling');

    await generate();

    expect(await screen.findByText(`Failed to generate questions: ${message}`)).toBeInTheDocument();
  });

  it('brings a failure into view and focuses it, and clears it once the prompt is edited', async () => {
    const scrolled = vi.fn();
    // jsdom lays nothing out, so it has no scrollIntoView of its own to watch.
    Element.prototype.scrollIntoView = scrolled;
    renderWithGenerator(() => HttpResponse.json({ error: 'The generator is busy.' }, { status: 503 }));
    const prompt = within(panel()).getByLabelText('Custom Prompt');
    await fillIn(prompt, 'Travelling');

    await generate();

    const alert = (await screen.findByText('Failed to generate questions: The generator is busy.')).closest('[role="alert"]');
    expect(alert).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    await fillIn(prompt, 'Travelling with the ball');
    expect(screen.queryByText('Failed to generate questions: The generator is busy.')).not.toBeInTheDocument();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
});
