import { describe, expect, it } from 'vitest';
import { createLeague } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { seedDemoQuizzes } from '../../../seed/demo-quizzes.js';
import { checkQuestionRules, readOptions } from '@league/contract';

const t = useTestApp();

describe('the demo seed sample quiz', () => {
  it('is an active quiz of at least 10 questions that pass the question rules and cite a FIBA article', async () => {
    const league = await createLeague(t.db);

    await t.db.$transaction((tx) => seedDemoQuizzes(tx, league.id));

    const quizzes = await t.db.quiz.findMany({ where: { leagueId: league.id }, include: { questions: true } });
    expect(quizzes).toHaveLength(1);
    const [quiz] = quizzes;
    expect(quiz!.status).toBe('active');
    expect(quiz!.questions.length).toBeGreaterThanOrEqual(10);
    for (const q of quiz!.questions) {
      const shape = { question_type: q.questionType, options: readOptions(q.options), correct_answer: q.correctAnswer };
      expect(checkQuestionRules(shape, 4), q.questionText).toBeNull();
      // Only the article: a title like "(3 seconds)" above the 3-second question would give the answer away.
      expect(q.ruleReference).toMatch(/^FIBA OBR Art\. \d+$/);
      expect(q.explanation.length).toBeGreaterThan(20);
    }
    const references = quiz!.questions.map((q) => q.ruleReference).join(' ');
    for (const article of ['Art. 26', 'Art. 27', 'Art. 28', 'Art. 29', 'Art. 40', 'Art. 41']) expect(references).toContain(article);
  });

  it('fills the bank by rule family and edition, so a draw quiz can be built from the demo at once', async () => {
    const league = await createLeague(t.db);

    await t.db.$transaction((tx) => seedDemoQuizzes(tx, league.id));

    const questions = await t.db.question.findMany({ where: { leagueId: league.id } });
    expect([...new Set(questions.map((q) => q.category))].sort()).toEqual(['Fouls', 'Timing', 'Violations']);
    expect(questions.find((q) => q.ruleReference === 'FIBA OBR Art. 29')!.category).toBe('Violations');
    expect(questions.find((q) => q.ruleReference === 'FIBA OBR Art. 41')!.category).toBe('Fouls');
    expect(questions.every((q) => q.edition === 'FIBA 2024' && q.status === 'approved')).toBe(true);
  });
});
