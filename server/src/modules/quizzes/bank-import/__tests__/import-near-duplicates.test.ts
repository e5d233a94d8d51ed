import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../../app.js';
import { createLogger } from '../../../../lib/logger.js';
import { WorkerPool } from '../../../../lib/worker-pool.js';
import { generateImport } from '../../../../testing/generated-question-bank.js';
import { useTestApp } from '../../../../testing/test-app.js';
import { WatchedPool } from '../../../../testing/watched-worker-pool.js';
import { createQuizLeague } from '../../__tests__/quiz-fixtures.js';
import { findNearDuplicate, toComparable } from '../../ai/text-similarity.js';

const t = useTestApp();

const pool = new WatchedPool({ threads: 1 });
afterAll(() => pool.close());

const upload = (auth: Record<string, string>, gift: string, { workers = pool, preview = true }: { workers?: WorkerPool; preview?: boolean } = {}) =>
  request(createApp({ db: t.db, config: t.config, logger: createLogger('silent'), workers }))
    .post('/api/quizzes/import/')
    .set(auth)
    .field('preview', String(preview))
    .attach('file', Buffer.from(gift, 'utf8'), 'bank.gift');

const giftText = (text: string) => text.replace(/([~=#{}:\\])/g, '\\$1');
const giftFile = (texts: string[]) => texts.map((text, i) => `::Q${i + 1}::${giftText(text)} {T}`).join('\n\n');

async function createBank(leagueId: number, texts: string[]) {
  await t.db.question.createMany({ data: texts.map((questionText) => ({ leagueId, questionText, questionType: 'true_false' as const, options: [], correctAnswer: 'true' })) });
  return t.db.question.findMany({ where: { leagueId }, orderBy: { id: 'asc' }, select: { id: true, questionText: true } });
}

describe('POST /api/quizzes/import/ preview: near duplicates of a generated file in a generated bank', () => {
  it('names the same bank question, with the same percentage, for each question as the pairwise check does', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const { bank, file } = generateImport(300, 160, 7);
    const stored = await createBank(leagueId, bank.filter(Boolean));
    const pairwiseBank = stored.map((q) => toComparable(q.id, q.questionText));

    const res = await upload(manager.auth, giftFile(file));

    expect(res.status).toBe(201);
    const skipped = new Set(res.body.skipped.map((s: { index: number }) => s.index));
    const expected = file.flatMap((text, i) => {
      const found = skipped.has(i + 1) ? null : findNearDuplicate(text, pairwiseBank);
      return found ? [{ index: i + 1, bank_question_id: found.match.id, similarity_percent: Math.round(found.similarity * 100) }] : [];
    });
    const named = res.body.near_duplicates.map((d: Record<string, unknown>) => ({ index: d.index, bank_question_id: d.bank_question_id, similarity_percent: d.similarity_percent }));
    expect(named).toEqual(expected);
    expect(expected.length).toBeGreaterThan(20);
    expect(res.body.imported).toBeGreaterThan(expected.length);
    expect(await t.db.question.count({ where: { leagueId } })).toBe(stored.length);
  });

  it('reads and checks the file on the worker threads, with this league’s bank only', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const other = await createQuizLeague(t.db);
    await createBank(other.leagueId, ['A player who commits five fouls must leave the game.']);
    const [own] = await createBank(leagueId, ['Is a charge a personal foul?']);
    const gift = giftFile(['A player who commits five fouls must leave the game.', 'Is a charge a personal foul?']);
    const before = pool.jobs.length;

    const res = await upload(manager.auth, gift);

    expect(res.body.near_duplicates.map((d: { bank_question_id: number }) => d.bank_question_id)).toEqual([own!.id]);
    expect(pool.jobs.slice(before)).toEqual([
      { file: 'read-import-worker.ts', task: expect.objectContaining({ file: { text: gift, filename: 'bank.gift' }, bank: [{ id: own!.id, text: 'Is a charge a personal foul?' }] }) },
    ]);
  });

  it('refuses a file that cannot be read with a 400 naming the line, from the worker thread as before', async () => {
    const { manager } = await createQuizLeague(t.db);

    const res = await upload(manager.auth, '::Open::Which signal ends a period? {=Horn ~Whistle\n');

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_question_file', details: expect.objectContaining({ field: 'file', line: expect.any(Number) }) });
    expect(res.body.error).toMatch(/\.$/);
  });

  it('names a question whose answers are the bank question’s in another order, as before (the check reads the question only)', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    const [signal] = await createBank(leagueId, ['Which signal ends a period?']);

    const res = await upload(manager.auth, '::Signal::Which signal ends a period? {~Whistle =Horn ~Hand up}\n');

    expect(res.body.near_duplicates).toEqual([expect.objectContaining({ index: 1, bank_question_id: signal!.id, similarity_percent: 100 })]);
  });

  it('answers 503 with a sentence when the worker threads are all taken, writing nothing', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);
    await createBank(leagueId, ['Is a charge a personal foul?']);
    const full = new WorkerPool({ threads: 1, maxQueue: 0 });

    const res = await upload(manager.auth, giftFile(['Is a charge a personal foul?']), { workers: full, preview: false });
    await full.close();

    expect(res.status).toBe(503);
    expect(res.body.error).toBe('The question importer is busy with other files right now. Please try again in 30 seconds; nothing was lost.');
    expect(await t.db.question.count({ where: { leagueId } })).toBe(1);
  });
});
