import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../testing/test-app.js';
import { createQuizLeague, createQuizRow } from '../../__tests__/quiz-fixtures.js';
import { bankQuestionBody, createBankQuestions } from './bank-fixtures.js';

const t = useTestApp();
const bank = '/api/quizzes/bank/';

describe('the question bank list', () => {
  it('lists the league bank newest first, one page at a time, with the total count', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const rows = await createBankQuestions(t.db, leagueId, 5, { category: 'Timing' });
    await createBankQuestions(t.db, (await createQuizLeague(t.db)).leagueId, 2);

    const page = await request(t.app).get(`${bank}?page=2&page_size=2`).set(manager.auth);

    expect(page.status).toBe(200);
    expect(page.body.count).toBe(5);
    expect(page.body.results.map((q: { id: number }) => q.id)).toEqual([rows[2]!.id, rows[1]!.id]);
    expect(page.body.results[0]).toMatchObject({ category: 'Timing', status: 'approved', source: 'manual', version: 1, quiz_id: null, quiz_title: null, flags_open: 0, checks: [] });
  });

  it('searches the text regardless of case and filters by category, difficulty, tag, status and quiz', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const [travel] = await createBankQuestions(t.db, leagueId, 1, { category: 'Violations', text: 'Is a TRAVELLING call possible after a pivot?', tags: ['pivot'], difficulty: 'hard' });
    await createBankQuestions(t.db, leagueId, 2, { category: 'Violations', status: 'draft' });
    await createBankQuestions(t.db, leagueId, 2, { category: 'Fouls' });
    const quiz = await createQuizRow(t.db, leagueId, { status: 'draft' });
    const get = (query: string) => request(t.app).get(`${bank}?${query}`).set(manager.auth);

    const search = await get('search=travelling');
    const violations = await get('category=Violations');
    const drafts = await get('status=draft&category=Violations');
    const hardPivot = await get('difficulty=hard&tag=pivot');
    const inQuiz = await get(`quiz_id=${quiz.id}`);
    const inNoQuiz = await get('quiz_id=none');

    expect(search.body.results.map((q: { id: number }) => q.id)).toEqual([travel!.id]);
    expect(violations.body.count).toBe(3);
    expect(drafts.body.count).toBe(2);
    expect(hardPivot.body.results.map((q: { id: number }) => q.id)).toEqual([travel!.id]);
    expect(inQuiz.body.count).toBe(3);
    expect(inQuiz.body.results[0]).toMatchObject({ quiz_id: quiz.id, quiz_title: quiz.title });
    expect(inNoQuiz.body.count).toBe(5);
  });

  it('matches the search text literally: % and _ are characters, not wildcards', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const [underscore] = await createBankQuestions(t.db, leagueId, 1, { text: 'What does shot_clock mean?' });
    const [percent] = await createBankQuestions(t.db, leagueId, 1, { text: 'Is 100% of the ball over the line?' });
    await createBankQuestions(t.db, leagueId, 2, { category: 'Fouls' });
    const ids = async (search: string) =>
      (await request(t.app).get(bank).query({ search }).set(manager.auth)).body.results.map((q: { id: number }) => q.id);

    expect(await ids('_')).toEqual([underscore!.id]);
    expect(await ids('%')).toEqual([percent!.id]);
  });

  it('counts each category with its approved questions, the ones a draw may ask', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    await createBankQuestions(t.db, leagueId, 2, { category: 'Fouls' });
    await createBankQuestions(t.db, leagueId, 1, { category: 'Fouls', status: 'draft' });
    await createBankQuestions(t.db, leagueId, 1, { category: 'Timing' });

    const res = await request(t.app).get(`${bank}categories/`).set(manager.auth);

    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { category: 'Fouls', total: 3, approved: 2 },
      { category: 'Timing', total: 1, approved: 1 },
    ]);
  });

  it('answers 400 naming the filter for a bad query', async () => {
    const { manager } = await createQuizLeague(t.db);

    const res = await request(t.app).get(`${bank}?difficulty=impossible`).set(manager.auth);

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Difficulty must be easy, medium or hard/);
  });
});

describe('writing bank questions', () => {
  it('creates an approved question with its bank fields when written by hand', async () => {
    const { manager } = await createQuizLeague(t.db);

    const res = await request(t.app).post(bank).set(manager.auth).send(bankQuestionBody());

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ category: 'Fouls', difficulty: 'hard', edition: 'FIBA 2024', tags: ['technical', 'free throws'], status: 'approved', source: 'manual', version: 1, quiz_id: null });
  });

  it('raises the version when the correct answer changes, but not for a tag edit', async () => {
    const { manager } = await createQuizLeague(t.db);
    const created = await request(t.app).post(bank).set(manager.auth).send(bankQuestionBody());
    const url = `${bank}${created.body.id}/`;

    const tagged = await request(t.app).patch(url).set(manager.auth).send({ tags: ['technical'], difficulty: 'easy' });
    const rekeyed = await request(t.app).patch(url).set(manager.auth).send({ correct_answer: 'Two free throws' });

    expect(tagged.status).toBe(200);
    expect(tagged.body).toMatchObject({ tags: ['technical'], difficulty: 'easy', version: 1 });
    expect(rekeyed.body).toMatchObject({ correct_answer: 'Two free throws', version: 2 });
  });

  it('raises the version the same way when the question is edited in its quiz', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId, { status: 'draft' });
    const question = quiz.questions[1]!;

    await request(t.app).put(`/api/quizzes/questions/${question.id}/`).set(manager.auth).send({ question_text: 'Seconds to cross half court?' });
    await request(t.app).put(`/api/quizzes/questions/${question.id}/`).set(manager.auth).send({ explanation: 'Eight.' });

    expect((await t.db.question.findUniqueOrThrow({ where: { id: question.id } })).version).toBe(2);
  });

  it('reads one question as it stands now, the way a report reaches it by id', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const [question] = await createBankQuestions(t.db, leagueId, 1, { category: 'Timing', status: 'draft' });

    const res = await request(t.app).get(`${bank}${question!.id}/`).set(manager.auth);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: question!.id, question_text: question!.questionText, options: ['A', 'B', 'C', 'D'], correct_answer: 'B', category: 'Timing', status: 'draft', version: 1 });
  });

  it('approves a draft from the review queue', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const [draft] = await createBankQuestions(t.db, leagueId, 1, { status: 'draft' });

    const res = await request(t.app).post(`${bank}${draft!.id}/approve/`).set(manager.auth);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: draft!.id, status: 'approved' });
  });

  it('deletes a bank question, but not one an active quiz asks (409)', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const [loose] = await createBankQuestions(t.db, leagueId, 1);
    const active = await createQuizRow(t.db, leagueId, { status: 'active' });

    const deleted = await request(t.app).delete(`${bank}${loose!.id}/`).set(manager.auth);
    const refused = await request(t.app).delete(`${bank}${active.questions[0]!.id}/`).set(manager.auth);

    expect(deleted.status).toBe(204);
    expect(await t.db.question.findUnique({ where: { id: loose!.id } })).toBeNull();
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain(active.title);
  });
});

describe('adding bank questions to a quiz', () => {
  it('moves a bank-only question into the quiz and copies one another quiz lists', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const [loose] = await createBankQuestions(t.db, leagueId, 1, { category: 'Fouls', tags: ['contact'] });
    const other = await createQuizRow(t.db, leagueId, { status: 'active' });
    const target = await createQuizRow(t.db, leagueId, { status: 'draft' });
    const listed = other.questions[0]!;

    const res = await request(t.app).post(`/api/quizzes/${target.id}/questions/from_bank/`).set(manager.auth).send({ question_ids: [loose!.id, listed.id] });

    expect(res.status).toBe(201);
    expect(res.body.questions).toHaveLength(5);
    const texts = res.body.questions.map((q: { question_text: string }) => q.question_text);
    expect(texts.slice(3)).toEqual([loose!.questionText, listed.questionText]);
    expect((await t.db.question.findUniqueOrThrow({ where: { id: loose!.id } })).quizId).toBe(target.id);
    expect((await t.db.question.findUniqueOrThrow({ where: { id: listed.id } })).quizId).toBe(other.id);
    const copy = await t.db.question.findFirstOrThrow({ where: { quizId: target.id, questionText: listed.questionText } });
    expect(copy.id).not.toBe(listed.id);
  });

  it('refuses a draft question with 409 naming it, adding nothing', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const [approved] = await createBankQuestions(t.db, leagueId, 1);
    const [draft] = await createBankQuestions(t.db, leagueId, 1, { status: 'draft', text: 'Who tosses the jump ball?' });
    const quiz = await createQuizRow(t.db, leagueId, { status: 'draft' });

    const res = await request(t.app).post(`/api/quizzes/${quiz.id}/questions/from_bank/`).set(manager.auth).send({ question_ids: [approved!.id, draft!.id] });

    expect(res.status).toBe(409);
    expect(res.body.error).toContain('Who tosses the jump ball?');
    expect(await t.db.question.count({ where: { quizId: quiz.id } })).toBe(3);
  });
});

describe('who may use the bank', () => {
  it("answers 404 for another league's questions and quizzes, as for missing ones", async () => {
    const { manager } = await createQuizLeague(t.db);
    const other = await createQuizLeague(t.db);
    const [theirs] = await createBankQuestions(t.db, other.leagueId, 1);
    const theirQuiz = await createQuizRow(t.db, other.leagueId, { status: 'draft' });
    const mine = await createQuizRow(t.db, manager.leagueId, { status: 'draft' });

    const read = await request(t.app).get(`${bank}${theirs!.id}/`).set(manager.auth);
    const edit = await request(t.app).patch(`${bank}${theirs!.id}/`).set(manager.auth).send({ tags: ['x'] });
    const approve = await request(t.app).post(`${bank}${theirs!.id}/approve/`).set(manager.auth);
    const remove = await request(t.app).delete(`${bank}${theirs!.id}/`).set(manager.auth);
    const intoMine = await request(t.app).post(`/api/quizzes/${mine.id}/questions/from_bank/`).set(manager.auth).send({ question_ids: [theirs!.id] });
    const intoTheirs = await request(t.app).post(`/api/quizzes/${theirQuiz.id}/questions/from_bank/`).set(manager.auth).send({ question_ids: [mine.questions[0]!.id] });
    const filtered = await request(t.app).get(`${bank}?quiz_id=${theirQuiz.id}`).set(manager.auth);

    for (const res of [read, edit, approve, remove, intoMine, intoTheirs, filtered]) expect(res.status).toBe(404);
    expect(await t.db.question.findUniqueOrThrow({ where: { id: theirs!.id } })).toMatchObject({ tags: [], quizId: null });
  });

  it('refuses referees (403)', async () => {
    const { referee, leagueId } = await createQuizLeague(t.db);
    const [question] = await createBankQuestions(t.db, leagueId, 1, { status: 'draft' });

    const list = await request(t.app).get(bank).set(referee.auth);
    const approve = await request(t.app).post(`${bank}${question!.id}/approve/`).set(referee.auth);
    const create = await request(t.app).post(bank).set(referee.auth).send(bankQuestionBody());

    for (const res of [list, approve, create]) expect(res.status).toBe(403);
  });
});
