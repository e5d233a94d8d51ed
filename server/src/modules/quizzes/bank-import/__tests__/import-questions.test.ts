import iconv from 'iconv-lite';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../testing/test-app.js';
import { createQuizLeague } from '../../__tests__/quiz-fixtures.js';
import { bankWithPictures } from '../../interchange/__tests__/bank-with-pictures.js';
import { readFixture } from '../../interchange/__tests__/read-fixture.js';

const t = useTestApp();

const upload = (auth: Record<string, string>, content: string | Buffer, filename: string, fields: Record<string, string> = {}) => {
  const req = request(t.app).post('/api/quizzes/import/').set(auth);
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  return req.attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), filename);
};

const bankOf = (leagueId: number) => t.db.question.findMany({ where: { leagueId }, orderBy: { id: 'asc' } });

describe('POST /api/quizzes/import/', () => {
  it('writes every supported GIFT question to the bank as an imported draft in no quiz, with its category', async () => {
    const { manager } = await createQuizLeague(t.db);

    const res = await upload(manager.auth, readFixture('supported.gift'), 'bank.gift', { edition: 'FIBA 2024' });

    expect(res.status).toBe(201);
    const bank = await bankOf(manager.leagueId);
    expect(res.body.imported).toBe(bank.length);
    expect(bank.length).toBeGreaterThan(5);
    expect(res.body.skipped).toEqual([]);
    expect(res.body.categories).toEqual(expect.arrayContaining(['Fouls', 'Fouls/Personal']));
    expect(bank.every((q) => q.status === 'draft' && q.source === 'import' && q.quizId === null && q.edition === 'FIBA 2024')).toBe(true);
    const charge = bank.find((q) => q.questionText.startsWith('A defender standing'))!;
    expect(charge).toMatchObject({ questionType: 'true_false', correctAnswer: 'false', category: 'Fouls', ruleReference: 'Art. 33.10' });
  });

  it('reads a Moodle XML file the same way, and puts questions without a category into the one chosen', async () => {
    const { manager } = await createQuizLeague(t.db);
    const xml = `<?xml version="1.0"?><quiz><question type="truefalse"><name><text>Eight</text></name>
      <questiontext format="plain_text"><text>A team has 8 seconds to reach the frontcourt.</text></questiontext>
      <answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question></quiz>`;

    const res = await upload(manager.auth, xml, 'export.xml', { category: 'Time rules' });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ preview: false, imported: 1, skipped: [], categories: ['Time rules'], near_duplicates: [] });
    const [question] = await bankOf(manager.leagueId);
    expect(question).toMatchObject({ questionText: 'A team has 8 seconds to reach the frontcourt.', category: 'Time rules', status: 'draft' });
  });

  it('reads a GIFT file saved as Windows-1252 with its accents and curly quotes intact', async () => {
    const { manager } = await createQuizLeague(t.db);
    const gift = '$CATEGORY: Fautes\n\n::Contact::Le joueur “A1” a-t-il commis une faute sur l’arbitre? {T}\n';

    const res = await upload(manager.auth, iconv.encode(gift, 'windows-1252'), 'fautes.gift');

    expect(res.status).toBe(201);
    const [question] = await bankOf(manager.leagueId);
    expect(question).toMatchObject({ questionText: 'Le joueur “A1” a-t-il commis une faute sur l’arbitre?', category: 'Fautes' });
  });

  it('skips every unsupported question type with its position, title and a reason, and imports the rest', async () => {
    const { manager } = await createQuizLeague(t.db);

    const res = await upload(manager.auth, readFixture('unsupported.gift'), 'mixed.txt');

    expect(res.status).toBe(201);
    expect(res.body.imported).toBe(3);
    expect(res.body.skipped.map((s: { index: number }) => s.index)).toEqual([1, 2, 3, 4, 6, 7]);
    expect(res.body.skipped[0]).toMatchObject({ index: 1, title: 'Essay', type: 'essay' });
    expect(res.body.skipped.every((s: { reason: string }) => s.reason.endsWith('.'))).toBe(true);
    expect((await bankOf(manager.leagueId)).map((q) => q.questionText)).toEqual([
      'A game has _____ periods.',
      'Which are violations?',
      'Free throws are attempted within 5 seconds.',
    ]);
  });

  it('when a single-answer question gives partial credit, imports it with the full-credit key and says the credit was dropped', async () => {
    const { manager } = await createQuizLeague(t.db);
    const gift = '::Signal::Which signal ends a period? {=Horn ~%50%Whistle ~Hand up}\n';

    const res = await upload(manager.auth, gift, 'partial.gift');

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ imported: 1, skipped: [] });
    expect(res.body.warnings).toEqual([{ index: 1, title: 'Signal', message: expect.stringContaining('"Whistle" (50%) was dropped') }]);
    expect((await bankOf(manager.leagueId)).map((q) => [q.questionType, q.correctAnswer])).toEqual([['multiple_choice', 'Horn']]);
  });

  it('when an old true/false is answered "Vrai"/"Faux", imports the file and warns about that question', async () => {
    const { manager } = await createQuizLeague(t.db);
    const xml = `<quiz><question type="truefalse"><name><text>Rond</text></name><questiontext><text>Le ballon est rond.</text></questiontext>
      <answer fraction="100"><text>Vrai</text></answer><answer fraction="0"><text>Faux</text></answer></question></quiz>`;

    const res = await upload(manager.auth, xml, 'vrai.xml');

    expect(res.status).toBe(201);
    expect(res.body.imported).toBe(1);
    expect(res.body.warnings.map((w: { title: string }) => w.title)).toEqual(['Rond']);
    expect((await bankOf(manager.leagueId)).map((q) => q.correctAnswer)).toEqual(['true']);
  });

  it('skips a question the bank cannot hold (more than 10 options) with the bank rule as the reason', async () => {
    const { manager } = await createQuizLeague(t.db);
    const options = Array.from({ length: 11 }, (_, i) => `${i === 0 ? '=' : '~'}Option ${i + 1}`).join(' ');
    const gift = `::Fine::The ball is round.{T}\n\n::Too many::Pick one.{${options}}\n`;

    const res = await upload(manager.auth, gift, 'many.gift');

    expect(res.body.imported).toBe(1);
    expect(res.body.skipped).toEqual([{ index: 2, title: 'Too many', type: 'multiple choice', reason: 'A question can have at most 10 options.' }]);
  });

  it.each([
    ['an unterminated {', 'broken-unterminated.gift', /line 3/],
    ['a question without a right answer', 'broken-no-answer.gift', /No right answer/],
    ['malformed XML', 'broken.xml', /line/i],
    ['a text file that is neither format', 'not-gift.txt', /neither GIFT nor Moodle XML/],
  ])('refuses %s with 400 naming where, and writes nothing', async (_case, fixture, message) => {
    const { manager } = await createQuizLeague(t.db);

    const res = await upload(manager.auth, readFixture(fixture), fixture);

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_question_file');
    expect(res.body.error).toMatch(message);
    expect(await bankOf(manager.leagueId)).toEqual([]);
  });

  it('refuses XML with external entities (XXE) and entity expansion (billion laughs), writing nothing', async () => {
    const { manager } = await createQuizLeague(t.db);

    for (const fixture of ['xxe.xml', 'billion-laughs.xml']) {
      const res = await upload(manager.auth, readFixture(fixture), fixture);
      expect(res.status).toBe(400);
      expect(res.body.error).not.toContain('root:');
    }
    expect(await bankOf(manager.leagueId)).toEqual([]);
  });

  it('refuses XML nested 100,000 tags deep with a sentence naming the limit, writing nothing', async () => {
    const { manager } = await createQuizLeague(t.db);
    const deep = `<?xml version="1.0"?><quiz>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</quiz>`;

    const res = await upload(manager.auth, deep, 'deep.xml');

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_question_file', error: 'The file nests tags deeper than 50 levels; a Moodle question export never does.' });
    expect(await bankOf(manager.leagueId)).toEqual([]);
  });

  it('refuses a NUL character in a form field with a 400 naming the field, writing nothing', async () => {
    const { manager } = await createQuizLeague(t.db);

    const res = await upload(manager.auth, 'Q.{T}', 'q.gift', { category: 'Fouls\u0000' });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'unstorable_text', details: { fields: { category: expect.any(String) } } });
    expect(res.body.error).toMatch(/^category contains a NUL character/);
    expect(await bankOf(manager.leagueId)).toEqual([]);
  });

  it('when a Moodle XML bank of 80 questions carries pictures (4.3 MB uploaded), imports every question', async () => {
    const { manager } = await createQuizLeague(t.db);

    const res = await upload(manager.auth, bankWithPictures(80, 40 * 1024), 'pictures.xml');

    expect(res.status).toBe(201);
    expect(res.body.imported).toBe(80);
  });

  it('refuses a file over 2 MB and one with more than 2,000 questions, writing nothing', async () => {
    const { manager } = await createQuizLeague(t.db);
    const tooMany = Array.from({ length: 2001 }, (_, i) => `Question ${i}.{T}`).join('\n\n');

    const big = await upload(manager.auth, `Q.{T}\n\n// ${'x'.repeat(2 * 1024 * 1024)}`, 'big.gift');
    const many = await upload(manager.auth, tooMany, 'many.gift');

    expect(big.status).toBe(400);
    expect(big.body.error).toBe('The file is 2.1 MB; a question file can be at most 2 MB. Please split it into smaller files.');
    expect(many.status).toBe(400);
    expect(many.body.error).toContain('at most 2000 questions');
    expect(await bankOf(manager.leagueId)).toEqual([]);
  });

  it('asks for a file when none is sent, and refuses a binary file', async () => {
    const { manager } = await createQuizLeague(t.db);

    const none = await request(t.app).post('/api/quizzes/import/').set(manager.auth).field('category', 'Fouls');
    const binary = await upload(manager.auth, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x7b]), 'bank.gift');

    expect(none.status).toBe(400);
    expect(none.body.error).toBe('Choose a GIFT (.gift, .txt) or Moodle XML (.xml) file to import.');
    expect(binary.status).toBe(400);
  });

  it('lets only quiz managers import: a referee gets 403, no token 401', async () => {
    const { referee } = await createQuizLeague(t.db);

    expect((await upload(referee.auth, 'Q.{T}', 'q.gift')).status).toBe(403);
    expect((await request(t.app).post('/api/quizzes/import/').attach('file', Buffer.from('Q.{T}'), 'q.gift')).status).toBe(401);
  });
});
