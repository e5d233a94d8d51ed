import type { CreateQuizPayload } from '@/features/quiz-admin/api/create-quiz';
import type { QuizStatus } from '@/features/quiz-admin/api/types';
import { draftToPayload, validateCreateQuestion, type QuestionDraft } from './question-draft';
import { localDateTimeToIso } from './quiz-dates';
import { checkQuizSettings, type QuizSettingsInput } from './quiz-settings-schema';
import { checkAttemptPolicy, defaultAttemptPolicy, type AttemptPolicyDraft } from './attempt-policy';
import { checkDrawSettings, defaultDrawSettings, type DrawSettingsDraft } from './draw-settings';

export interface NewQuizQuestion {
  key: number;
  draft: QuestionDraft;
  /** Generated questions make the quiz count as AI generated while any of them stays. */
  fromAi: boolean;
}

export interface NewQuizForm extends QuizSettingsInput {
  startDate: string;
  endDate: string;
  status: QuizStatus;
  questions: NewQuizQuestion[];
  aiPrompt: string | null;
  policy?: AttemptPolicyDraft;
  draw?: DrawSettingsDraft;
}

/** Checks the whole create form in the order the admin reads it; returns the payload or the first problem. */
export function buildCreatePayload(form: NewQuizForm): { ok: true; payload: CreateQuizPayload } | { ok: false; message: string } {
  const settings = checkQuizSettings(form);
  if (!settings.ok) return settings;
  const draw = checkDrawSettings(form.draw ?? defaultDrawSettings);
  if (!draw.ok) return draw;
  // A draw takes its questions from the bank per attempt; the typed-in list is not sent.
  const questions = draw.value.draw_rules ? [] : form.questions;
  if (!draw.value.draw_rules && questions.length === 0) return { ok: false, message: 'Please add at least one question' };
  for (const [i, q] of questions.entries()) {
    const problem = validateCreateQuestion(q.draft);
    if (problem) return { ok: false, message: `Question ${i + 1}: ${problem}` };
  }
  const policy = checkAttemptPolicy(form.policy ?? defaultAttemptPolicy);
  if (!policy.ok) return policy;
  const start = localDateTimeToIso(form.startDate);
  const end = localDateTimeToIso(form.endDate);
  if (start && end && end < start) return { ok: false, message: 'The end date must be after the start date' };
  const aiGenerated = questions.some((q) => q.fromAi);
  return {
    ok: true,
    payload: {
      title: settings.value.title,
      description: settings.value.description,
      time_limit_minutes: settings.value.timeLimit,
      passing_score: settings.value.passingScore,
      ...(start ? { start_date: start } : {}),
      ...(end ? { end_date: end } : {}),
      status: form.status,
      ...policy.value,
      ai_generated: aiGenerated,
      ai_prompt_used: aiGenerated ? form.aiPrompt : null,
      // Only what differs from the server's defaults (a fixed list, nothing shuffled) is sent.
      ...(draw.value.draw_rules ? { draw_rules: draw.value.draw_rules } : { questions: questions.map((q, i) => ({ ...draftToPayload(q.draft), order: i + 1 })) }),
      ...(draw.value.shuffle_questions ? { shuffle_questions: true } : {}),
      ...(draw.value.shuffle_options ? { shuffle_options: true } : {}),
      ...(draw.value.recertification_edition ? { recertification_edition: draw.value.recertification_edition } : {}),
    },
  };
}
