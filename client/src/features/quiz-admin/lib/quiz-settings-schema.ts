import { z } from 'zod';
import { parseForm } from '@/lib/form-errors';

export const timeLimitRange = { min: 1, max: 180, default: 30 } as const;
export const passingScoreRange = { min: 0, max: 100, step: 0.1, default: 70 } as const;
export const defaultQuestionsCount = 10;

const timeLimitMessage = `Time limit must be a whole number of minutes from ${timeLimitRange.min} to ${timeLimitRange.max}`;
const passingMessage = `Passing score must be between ${passingScoreRange.min} and ${passingScoreRange.max} in steps of ${passingScoreRange.step}`;
const isTenth = (v: number) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6;
// Number inputs hand over text; '' must fail rather than become 0.
const numberText = (message: string) => z.string().trim().min(1, message).pipe(z.coerce.number({ error: message }));

/** The quiz settings both the create and the edit form validate before sending. */
export const quizSettingsSchema = z.object({
  title: z.string().trim().min(1, 'Please enter a quiz title'),
  description: z.string().trim(),
  timeLimit: numberText(timeLimitMessage).pipe(z.number().int(timeLimitMessage).min(timeLimitRange.min, timeLimitMessage).max(timeLimitRange.max, timeLimitMessage)),
  passingScore: numberText(passingMessage).pipe(
    z.number().min(passingScoreRange.min, passingMessage).max(passingScoreRange.max, passingMessage).refine(isTenth, passingMessage),
  ),
});

export type QuizSettingsInput = z.input<typeof quizSettingsSchema>;
export type QuizSettings = z.output<typeof quizSettingsSchema>;

/** The first problem, in field order, as one sentence for the form's banner. */
export function checkQuizSettings(input: QuizSettingsInput): { ok: true; value: QuizSettings } | { ok: false; message: string } {
  const result = parseForm(quizSettingsSchema, input);
  return result.ok ? { ok: true, value: result.data } : { ok: false, message: result.firstError };
}
