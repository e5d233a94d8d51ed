import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../testing/test-app.js';
import { createQuizLeague } from '../../__tests__/quiz-fixtures.js';

const t = useTestApp();

const upload = (auth: Record<string, string>, content: string, filename: string, fields: Record<string, string> = {}) => {
  const req = request(t.app).post('/api/quizzes/import/').set(auth);
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  return req.attach('file', Buffer.from(content, 'utf8'), filename);
};

async function bankQuestion(leagueId: number, questionText: string, category = '') {
  return t.db.question.create({ data: { leagueId, questionText, questionType: 'true_false', options: [], correctAnswer: 'true', category } });
}

const moodleFile = (category: string, ...questions: string[]) =>
  `<?xml version="1.0"?><quiz><question type="category"><category><text>$course$/top/${category}</text></category></question>` +
  questions
    .map(
      (q) => `<question type="truefalse"><name><text>${q.slice(0, 10)}</text></name><questiontext format="plain_text"><text>${q}</text></questiontext>
      <answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>`,
    )
    .join('') +
  '</quiz>';

describe('POST /api/quizzes/import/: near-duplicates of bank questions', () => {
  it('reports each imported question that restates a bank question, and stores the failed check on its draft', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const existing = await bankQuestion(leagueId, 'A player who commits five fouls must leave the game.');
    const gift = '::Five::A player who commits 5 fouls must leave the game! {T}\n\n::Other::The ball is orange. {T}\n';

    const res = await upload(manager.auth, gift, 'bank.gift');

    expect(res.status).toBe(201);
    expect(res.body.near_duplicates).toEqual([
      expect.objectContaining({ index: 1, title: 'Five', bank_question_id: existing.id, bank_question_text: existing.questionText, similarity_percent: expect.any(Number) }),
    ]);
    expect(res.body.near_duplicates[0].reason).toMatch(new RegExp(`^\\d+% similar to bank question #${existing.id}: `));
    const drafts = await t.db.question.findMany({ where: { leagueId, source: 'import' }, orderBy: { id: 'asc' } });
    expect(drafts.map((d) => (d.checks as { name: string; passed: boolean }[])[0])).toEqual([
      expect.objectContaining({ name: 'not_duplicate', passed: false }),
      expect.objectContaining({ name: 'not_duplicate', passed: true }),
    ]);
  });

  it("compares with this league's bank only", async () => {
    const { manager } = await createQuizLeague(t.db);
    const other = await createQuizLeague(t.db);
    await bankQuestion(other.leagueId, 'A player who commits five fouls must leave the game.');

    const res = await upload(manager.auth, '::Five::A player who commits five fouls must leave the game. {T}\n', 'bank.gift');

    expect(res.body.near_duplicates).toEqual([]);
  });
});

describe('POST /api/quizzes/import/: the file\'s categories and the bank\'s', () => {
  it('puts a Moodle path ending in an existing category into that category, not beside it', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    await bankQuestion(leagueId, 'Existing foul question.', 'Fouls');

    const res = await upload(manager.auth, moodleFile('FIBA 2024/Fouls', 'A charge is a personal foul.'), 'bank.xml');

    expect(res.status).toBe(201);
    expect(res.body.category_mapping).toEqual([{ file_category: 'FIBA 2024/Fouls', bank_category: 'Fouls', match: 'matched', questions: 1 }]);
    expect(res.body.categories).toEqual(['Fouls']);
    const categories = await t.db.question.groupBy({ by: ['category'], where: { leagueId } });
    expect(categories.map((c) => c.category)).toEqual(['Fouls']);
  });

  it('matches a category of another case to the existing spelling, and keeps an unknown path as written', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    await bankQuestion(leagueId, 'Existing question.', 'Fouls');
    const gift = '$CATEGORY: $course$/top/fouls\n\n::A::Question one? {T}\n\n$CATEGORY: $course$/top/FIBA 2024/Timing\n\n::B::Question two? {F}\n';

    const res = await upload(manager.auth, gift, 'bank.gift');

    expect(res.body.category_mapping).toEqual([
      { file_category: 'fouls', bank_category: 'Fouls', match: 'existing', questions: 1 },
      { file_category: 'FIBA 2024/Timing', bank_category: 'FIBA 2024/Timing', match: 'new', questions: 1 },
    ]);
  });

  it('previews the mapping and the checks without writing anything, listing the bank categories to choose from', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    await bankQuestion(leagueId, 'Existing foul question.', 'Fouls');

    const res = await upload(manager.auth, moodleFile('FIBA 2024/Fouls', 'A charge is a personal foul.'), 'bank.xml', { preview: 'true' });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ preview: true, imported: 1, bank_categories: ['Fouls'] });
    expect(await t.db.question.count({ where: { leagueId } })).toBe(1);
  });

  it('follows the mapping the admin chose in the preview', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    await bankQuestion(leagueId, 'Existing foul question.', 'Fouls');
    const map = JSON.stringify({ 'FIBA 2024/Fouls': 'FIBA 2024/Fouls' });

    const res = await upload(manager.auth, moodleFile('FIBA 2024/Fouls', 'A charge is a personal foul.'), 'bank.xml', { category_map: map });

    expect(res.body.category_mapping).toEqual([{ file_category: 'FIBA 2024/Fouls', bank_category: 'FIBA 2024/Fouls', match: 'mapped', questions: 1 }]);
    expect(await t.db.question.count({ where: { leagueId, category: 'FIBA 2024/Fouls' } })).toBe(1);
  });

  it('answers 400 with a sentence for a mapping that is not a list of names, writing nothing', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);

    const res = await upload(manager.auth, moodleFile('Fouls', 'A charge is a personal foul.'), 'bank.xml', { category_map: '[1,2]' });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The category mapping must map category names from the file to bank categories.');
    expect(await t.db.question.count({ where: { leagueId } })).toBe(0);
  });
});

describe('POST /api/quizzes/import/ and export: select-all-that-apply questions', () => {
  const gift = '::Violations::Which are violations? {\n~%50%Travelling\n~%50%Three seconds\n~%-100%Personal foul\n}\n';

  it('imports a GIFT ~%50% question as a select-all draft, and exports it back in both formats', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);

    const res = await upload(manager.auth, gift, 'bank.gift');

    expect(res.body).toMatchObject({ imported: 1, skipped: [] });
    const [row] = await t.db.question.findMany({ where: { leagueId } });
    expect(row).toMatchObject({ questionType: 'multiple_response', correctAnswer: '["Travelling","Three seconds"]', status: 'draft' });
    const asGift = await request(t.app).get('/api/quizzes/bank/export/?format=gift').set(manager.auth);
    const asXml = await request(t.app).get('/api/quizzes/bank/export/?format=moodle_xml').set(manager.auth);
    expect(String(asGift.text)).toContain('~%50%Travelling');
    expect(String(asXml.text ?? asXml.body)).toContain('<single>false</single>');
  });
});
