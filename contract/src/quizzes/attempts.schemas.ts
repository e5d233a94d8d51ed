import { z } from 'zod';

const answersMessage = 'Answers must be an object mapping question ids to answer texts.';

const answerText = z.string({ error: answersMessage }).max(2000, 'An answer must be at most 2000 characters long.').nullable();

/**
 * Answers keyed by question id, read into a null-prototype object: a key such as "__proto__"
 * stays an ordinary (unknown) key that the service rejects, instead of vanishing or changing
 * the object's prototype. zod's record would assign it through the prototype setter.
 */
const answersSchema = z
  .preprocess(
    (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? new Map(Object.entries(value)) : value),
    z.map(z.string(), answerText, { error: answersMessage }),
  )
  .transform((entries) => {
    const answers: Record<string, string | null> = Object.create(null);
    for (const [key, text] of entries) answers[key] = text;
    return answers;
  });

export const submitAttemptInputSchema = z.object({ answers: answersSchema });
export type SubmitAttemptInput = z.infer<typeof submitAttemptInputSchema>;

/** Autosave takes the same shape; the service checks each answer against the attempt's questions. */
export const saveAttemptAnswersInputSchema = submitAttemptInputSchema;
export type SaveAttemptAnswersInput = SubmitAttemptInput;
