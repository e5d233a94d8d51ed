import { z } from 'zod';

const answersMessage = 'Answers must be an object mapping question ids to answer texts.';

export const submitAttemptInputSchema = z.object({
  answers: z.record(
    z.string(),
    z.string({ error: answersMessage }).max(2000, 'An answer must be at most 2000 characters long.').nullable(),
    { error: answersMessage },
  ),
});
export type SubmitAttemptInput = z.infer<typeof submitAttemptInputSchema>;
