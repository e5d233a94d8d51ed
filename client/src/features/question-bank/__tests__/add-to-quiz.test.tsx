import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { BankQuestionDto } from '@/api/question-bank/bank-types';
import { BankBrowser } from '@/features/question-bank/components/bank-browser';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { makeBankQuestion, makeDraftQuiz } from '@/testing/bank-fixtures';
import { signInAsRefereeAdmin, user } from './helpers';

const server = setupMswServer();

const approved = (id: number, question_text: string, overrides: Partial<BankQuestionDto> = {}) =>
  makeBankQuestion({ id, question_text, status: 'approved', ...overrides });
const shotClock = approved(11, 'How long is the shot clock?');
const fouls = approved(12, 'How many fouls disqualify a player?');
const travel = approved(13, 'How many steps may a player take after gathering the ball?');
const draft = makeBankQuestion({ id: 14, question_text: 'Who may request a time-out?' });
const spring = makeDraftQuiz();
const draftRefusal = '"Who may request a time-out?" is still a draft in the review queue: approve it before adding it to a quiz.';

type Answer = { status: number; body: object };

/** The bank in pages of 20 (short pages stand for full ones); the add answers the quiz as it now is, or what `answer` says. */
function renderBank(pages: BankQuestionDto[][], answer?: Answer) {
  signInAsRefereeAdmin();
  const posts: { url: string; body: unknown }[] = [];
  server.use(
    http.get(apiUrl('/quizzes/bank/'), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return HttpResponse.json({ count: (pages.length - 1) * 20 + pages.at(-1)!.length, results: pages[page - 1] });
    }),
    http.get(apiUrl('/quizzes/bank/categories/'), () => HttpResponse.json({ results: [] })),
    http.get(apiUrl('/quizzes/'), () => HttpResponse.json({ count: 2, results: [spring, makeDraftQuiz({ id: 6, title: 'Winter Final', status: 'active' })] })),
    http.post(apiUrl('/quizzes/:id/questions/from_bank/'), async ({ request }) => {
      const body = (await request.json()) as { question_ids: number[] };
      posts.push({ url: new URL(request.url).pathname, body });
      if (answer) return HttpResponse.json(answer.body, { status: answer.status });
      return HttpResponse.json({ ...spring, questions: pages.flat().filter((q) => body.question_ids.includes(q.id)) }, { status: 201 });
    }),
  );
  renderWithProviders(<BankBrowser />);
  return posts;
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const addSelected = (count: string) => screen.getByRole('button', { name: `Add ${count} to a quiz` });

async function addToSpringExam() {
  const dialog = screen.getByRole('dialog', { name: 'Add to a quiz' });
  await user.click(await within(dialog).findByRole('combobox', { name: 'Draft quiz' }));
  await user.click(await screen.findByRole('option', { name: 'Spring Exam' }));
  await user.click(within(dialog).getByRole('button', { name: 'Add to Quiz' }));
  return dialog;
}

describe('Adding bank questions to a quiz', () => {
  it('adds three selected questions to a draft quiz in one request and clears the selection', async () => {
    const posts = renderBank([[shotClock, fouls, travel, draft]]);
    await screen.findByTestId('bank-row-11');
    expect(addSelected('0 selected questions')).toBeDisabled();

    for (const q of [shotClock, fouls, travel]) await user.click(box(`Select “${q.question_text}”`));
    await user.click(addSelected('3 selected questions'));
    expect(screen.getByText('3 questions will be added to the quiz you choose.')).toBeInTheDocument();
    const dialog = await addToSpringExam();

    expect(await within(dialog).findByText('Added 3 questions to “Spring Exam”.')).toBeInTheDocument();
    expect(posts).toEqual([{ url: '/api/quizzes/5/questions/from_bank/', body: { question_ids: [11, 12, 13] } }]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(addSelected('0 selected questions')).toBeDisabled();
    expect(box(`Select “${shotClock.question_text}”`)).not.toBeChecked();
  });

  it('does not let a draft be selected, says why, and ticks only approved questions from the header', async () => {
    renderBank([[shotClock, draft, fouls]]);
    await screen.findByTestId('bank-row-14');

    const draftBox = box(`“${draft.question_text}” is waiting for review: approve it in the Review Queue before adding it to a quiz`);
    expect(draftBox).toBeDisabled();
    await user.click(box('Select every approved question on this page'));

    expect(addSelected('2 selected questions')).toBeEnabled();
    expect(box(`Select “${fouls.question_text}”`)).toBeChecked();
    expect(draftBox).not.toBeChecked();
    await user.click(box('Select every approved question on this page'));
    expect(addSelected('0 selected questions')).toBeDisabled();
  });

  it('keeps questions ticked on an earlier page and sends them with the ones on the next', async () => {
    const posts = renderBank([[shotClock], [fouls]]);
    await user.click(await screen.findByRole('checkbox', { name: `Select “${shotClock.question_text}”` }));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await user.click(await screen.findByRole('checkbox', { name: `Select “${fouls.question_text}”` }));

    await user.click(addSelected('2 selected questions'));
    await addToSpringExam();

    expect(await screen.findByText('Added 2 questions to “Spring Exam”.')).toBeInTheDocument();
    expect(posts.map((p) => p.body)).toEqual([{ question_ids: [11, 12] }]);
  });

  it('says which questions were copied from another quiz and which were already in this one', async () => {
    const inLevelOne = approved(15, 'When does the shot clock reset to 14 seconds?', { quiz_id: 8, quiz_title: 'Level 1' });
    const inSpring = approved(16, 'What is a double foul?', { quiz_id: spring.id, quiz_title: spring.title });
    const copy = { ...inLevelOne, id: 40, quiz_id: spring.id };
    renderBank([[shotClock, inLevelOne, inSpring]], { status: 201, body: { ...spring, questions: [inSpring, shotClock, copy] } });
    await user.click(await screen.findByRole('checkbox', { name: 'Select every approved question on this page' }));

    await user.click(addSelected('3 selected questions'));
    await addToSpringExam();

    expect(
      await screen.findByText(
        'Added 2 questions to “Spring Exam”. 1 of them was already in another quiz, so a copy was added and the other quiz keeps its own. 1 question was already in it and was not added again.',
      ),
    ).toBeInTheDocument();
  });

  it("keeps the selection and shows the server's sentence when the add fails", async () => {
    const posts = renderBank([[shotClock, fouls]], { status: 409, body: { error: draftRefusal } });
    await user.click(await screen.findByRole('checkbox', { name: 'Select every approved question on this page' }));

    await user.click(addSelected('2 selected questions'));
    const dialog = await addToSpringExam();

    expect(await within(dialog).findByText(`Failed to add the questions: ${draftRefusal}`)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(addSelected('2 selected questions')).toBeEnabled();
    expect(box(`Select “${fouls.question_text}”`)).toBeChecked();
  });

  it("sends a list of one from a row's own Add to quiz", async () => {
    const posts = renderBank([[shotClock, fouls]]);
    await user.click(await screen.findByRole('button', { name: `Add “${fouls.question_text}” to a quiz` }));

    expect(screen.getByRole('dialog', { name: 'Add to a quiz' })).toHaveTextContent(fouls.question_text);
    await addToSpringExam();

    expect(await screen.findByText('Added 1 question to “Spring Exam”.')).toBeInTheDocument();
    expect(posts.map((p) => p.body)).toEqual([{ question_ids: [12] }]);
  });
});
