import { describe, expect, it } from 'vitest';
import { buildCreatePayload, type NewQuizForm } from '@/features/quiz-admin/lib/build-create-payload';
import { emptyQuestionDraft, questionToDraft } from '@/features/quiz-admin/lib/question-draft';

const trueFalse = questionToDraft({ question_text: 'Five fouls disqualify.', question_type: 'true_false', correct_answer: 'true' });
const form = (overrides: Partial<NewQuizForm> = {}): NewQuizForm => ({
  title: 'Fouls',
  description: '',
  timeLimit: '30',
  passingScore: '70',
  startDate: '',
  endDate: '',
  status: 'draft',
  aiPrompt: null,
  questions: [{ key: 1, draft: trueFalse, fromAi: false }],
  ...overrides,
});

describe('buildCreatePayload', () => {
  it('refuses a passing score that is not a step of 0.1', () => {
    expect(buildCreatePayload(form({ passingScore: '70.05' }))).toEqual({
      ok: false,
      message: 'Passing score must be between 0 and 100 in steps of 0.1',
    });
  });

  it('names the question that is incomplete', () => {
    const incomplete = { key: 2, draft: emptyQuestionDraft('multiple_choice'), fromAi: true };
    expect(buildCreatePayload(form({ questions: [form().questions[0]!, incomplete] }))).toEqual({
      ok: false,
      message: 'Question 2: Please fill in question text and correct answer',
    });
  });

  it('refuses an end before the start', () => {
    expect(buildCreatePayload(form({ startDate: '2026-03-02T10:00', endDate: '2026-03-01T10:00' }))).toEqual({
      ok: false,
      message: 'The end date must be after the start date',
    });
  });

  it('marks the quiz AI generated, with its prompt, only while a generated question remains', () => {
    const withAi = buildCreatePayload(form({ aiPrompt: 'Shot clock', questions: [{ key: 1, draft: trueFalse, fromAi: true }] }));
    const withoutAi = buildCreatePayload(form({ aiPrompt: 'Shot clock' }));

    expect(withAi.ok && withAi.payload).toMatchObject({ ai_generated: true, ai_prompt_used: 'Shot clock' });
    expect(withoutAi.ok && withoutAi.payload).toMatchObject({ ai_generated: false, ai_prompt_used: null });
  });
});
