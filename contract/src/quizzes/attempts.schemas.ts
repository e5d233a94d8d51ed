import { z } from 'zod';
import { writeChoiceList } from './choice-list.js';

const answersMessage = 'Answers must be an object mapping question ids to answer texts.';

// A select-all answer may be sent as a list of option texts; it travels on as one text (decision 0053).
const answerText = z.preprocess(
  (value) => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? writeChoiceList(value) : value),
  z.string({ error: answersMessage }).max(10000, 'An answer must be at most 10000 characters long.').nullable(),
);

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
