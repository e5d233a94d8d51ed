import { z } from 'zod';
import { answersShapeMessage } from './attempt-answers.js';

/**
 * The envelope of a submit or an autosave. The answers themselves are checked against the
 * questions the attempt asked (`parseAnswerMap`): ids, types and options are known only there.
 */
export const attemptAnswersInputSchema = z.object({
  answers: z.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
    error: answersShapeMessage,
  }),
});
export type AttemptAnswersInput = z.infer<typeof attemptAnswersInputSchema>;
