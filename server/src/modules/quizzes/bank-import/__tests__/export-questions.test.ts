import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../testing/test-app.js';
import { createQuizLeague, createQuizRow } from '../../__tests__/quiz-fixtures.js';

const t = useTestApp();

const exportQuiz = (auth: Record<string, string>, quizId: number, format: string) =>
  request(t.app).get(`/api/quizzes/${quizId}/export/?format=${format}`).set(auth).buffer(true).parse((res, done) => {
    let text = '';
    res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    res.on('end', () => done(null, text));
  });

const importFile = (auth: Record<string, string>, text: string, filename: string) =>
  request(t.app).post('/api/quizzes/import/').set(auth).attach('file', Buffer.from(text, 'utf8'), filename);

const comparable = (q: { questionText: string; options: unknown; correctAnswer: string; explanation: string; ruleReference: string }) => ({
  text: q.questionText,
  options: q.options,
  answer: q.correctAnswer,
  explanation: q.explanation,
  reference: q.ruleReference,
});

describe('GET /api/quizzes/{id}/export/ and bank/export/', () => {
  it.each([
    ['gift', '.gift', 'text/plain'],
    ['moodle_xml', '.xml', 'application/xml'],
  ])('export as %s then import gives the same questions, options, answers and explanations', async (format, extension, type) => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId);
    await t.db.question.update({
      where: { id: quiz.questions[2]!.id },
      data: { questionText: 'Tricky {braces} = ~ # : and\na second line', explanation: 'Because <b>5</b> & not 6.\n\nSee the table.' },
    });
    const original = await t.db.question.findMany({ where: { quizId: quiz.id }, orderBy: { order: 'asc' } });

    const exported = await exportQuiz(manager.auth, quiz.id, format);
    const imported = await importFile(manager.auth, exported.body as string, `again${extension}`);

    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toContain(type);
    expect(exported.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename=quiz-quiz-[a-z0-9-]+\\${extension}$`));
    expect(imported.status).toBe(201);
    expect(imported.body.imported).toBe(3);
    const copies = await t.db.question.findMany({ where: { leagueId, quizId: null }, orderBy: { id: 'asc' } });
    expect(copies.map(comparable)).toEqual(original.map(comparable));
  });

  it('exports a bank category with its subcategories under a file name that says which', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const base = { questionType: 'true_false' as const, correctAnswer: 'true', leagueId, status: 'approved' as const };
    await t.db.question.createMany({
      data: [
        { ...base, questionText: 'Fouls question one.', category: 'Fouls' },
        { ...base, questionText: 'Personal foul question.', category: 'Fouls/Personal' },
        { ...base, questionText: 'Shot clock question.', category: 'Time' },
      ],
    });

    const res = await request(t.app).get('/api/quizzes/bank/export/?category=Fouls&format=gift').set(manager.auth);

    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename=question-bank-fouls.gift');
    expect(res.text).toContain('Fouls question one.');
    expect(res.text).toContain('$CATEGORY: $course$/top/Fouls/Personal');
    expect(res.text).not.toContain('Shot clock question.');
  });

  it('answers 404 for a category with no questions and for another league’s quiz', async () => {
    const { manager } = await createQuizLeague(t.db);
    const other = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, other.leagueId);

    expect((await request(t.app).get('/api/quizzes/bank/export/?category=Nothing').set(manager.auth)).status).toBe(404);
    expect((await request(t.app).get(`/api/quizzes/${quiz.id}/export/`).set(manager.auth)).status).toBe(404);
  });

  it('refuses an unknown format with 400 and a referee with 403', async () => {
    const { manager, referee, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId);

    const bad = await request(t.app).get(`/api/quizzes/${quiz.id}/export/?format=docx`).set(manager.auth);
    const referees = await request(t.app).get(`/api/quizzes/${quiz.id}/export/`).set(referee.auth);

    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('The format must be gift or moodle_xml.');
    expect(referees.status).toBe(403);
  });

  it("when a quiz keeps its options in order, the Moodle XML says so per question, and edition and tags go out and come back", async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId);
    await t.db.quiz.update({ where: { id: quiz.id }, data: { shuffleOptions: false } });
    await t.db.question.updateMany({ where: { quizId: quiz.id }, data: { edition: 'FIBA 2024', tags: ['start of game'] } });

    const exported = await exportQuiz(manager.auth, quiz.id, 'moodle_xml');
    const imported = await importFile(manager.auth, exported.body as string, 'again.xml');

    const body = exported.body as string;
    expect(body).not.toContain('<shuffleanswers>true</shuffleanswers>');
    expect(body).toContain('<shuffleanswers>false</shuffleanswers>');
    expect(imported.status).toBe(201);
    const copies = await t.db.question.findMany({ where: { leagueId, quizId: null } });
    expect(copies.map((q) => [q.edition, q.tags])).toEqual(copies.map(() => ['FIBA 2024', ['start of game']]));
    const choiceCount = copies.filter((q) => q.questionType !== 'true_false').length;
    expect(imported.body.warnings).toHaveLength(choiceCount);
    expect(imported.body.warnings[0]?.message).toContain('"Shuffle options" setting');
  });

  it.each([
    ['gift', '.gift'],
    ['moodle_xml', '.xml'],
  ])("keeps each question's Moodle name, ID number, edition and tags through %s both ways (decision 0083)", async (format, extension) => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId);
    const [first, second] = quiz.questions;
    await t.db.question.update({ where: { id: first!.id }, data: { name: 'Shot clock: 24', idnumber: 'FIBA-29-01', edition: 'FIBA 2024', tags: ['shot clock', 'level 1'] } });
    await t.db.question.update({ where: { id: second!.id }, data: { name: null, idnumber: null } });

    const exported = await exportQuiz(manager.auth, quiz.id, format);
    const imported = await importFile(manager.auth, exported.body as string, `again${extension}`);

    expect(imported.status).toBe(201);
    const copies = await t.db.question.findMany({ where: { leagueId, quizId: null }, orderBy: { id: 'asc' } });
    expect(copies[0]).toMatchObject({ name: 'Shot clock: 24', idnumber: 'FIBA-29-01', edition: 'FIBA 2024', tags: ['shot clock', 'level 1'] });
    // An unnamed question gets no ID number; Moodle XML names it after its text, as Moodle does.
    expect(copies[1]).toMatchObject({ idnumber: null, name: format === 'gift' ? null : second!.questionText });
    const again = await request(t.app).get(`/api/quizzes/bank/export/?format=${format}`).set(manager.auth).buffer(true);
    expect(again.text).toContain(format === 'gift' ? '// [id:FIBA-29-01] [tag:Edition: FIBA 2024] [tag:shot clock] [tag:level 1]' : '<idnumber>FIBA-29-01</idnumber>');
  });

  it('refuses to export a quiz that draws its questions from the bank, pointing to the bank export', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const quiz = await createQuizRow(t.db, leagueId);
    await t.db.quiz.update({ where: { id: quiz.id }, data: { drawRules: [{ category: 'Fouls', count: 2 }] } });

    const res = await request(t.app).get(`/api/quizzes/${quiz.id}/export/`).set(manager.auth);

    expect(res.status).toBe(400);
    expect(res.body.error).toContain('export its categories from the bank');
  });
});
