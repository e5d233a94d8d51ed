import type { Db } from '../../../../lib/db/database.js';
import { unique } from '../../../../testing/factories.js';

type BankRow = { category?: string; status?: 'draft' | 'approved'; tags?: string[]; difficulty?: 'easy' | 'medium' | 'hard'; edition?: string; text?: string; quizId?: number };

/** `count` single-choice bank questions written straight to the database (key "B"). */
export async function createBankQuestions(db: Db, leagueId: number, count: number, row: BankRow = {}) {
  const created = [];
  for (let i = 0; i < count; i++) {
    created.push(
      await db.question.create({
        data: {
          leagueId,
          quizId: row.quizId ?? null,
          questionText: row.text ?? unique(`${row.category ?? 'General'} question `),
          questionType: 'single_choice',
          options: ['A', 'B', 'C', 'D'],
          correctAnswer: 'B',
          category: row.category ?? 'General',
          status: row.status ?? 'approved',
          tags: row.tags ?? [],
          difficulty: row.difficulty ?? 'medium',
          edition: row.edition ?? '',
        },
      }),
    );
  }
  return created;
}

export const bankQuestionBody = (overrides: Record<string, unknown> = {}) => ({
  question_text: unique('What is the penalty for a technical foul? '),
  question_type: 'single_choice',
  options: ['One free throw', 'Two free throws', 'Possession'],
  correct_answer: 'One free throw',
  explanation: 'One free throw and the game resumes.',
  rule_reference: 'FIBA OBR Art. 36',
  category: 'Fouls',
  difficulty: 'hard',
  edition: 'FIBA 2024',
  tags: ['technical', 'free throws'],
  ...overrides,
});
