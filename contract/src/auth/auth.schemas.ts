import { z } from 'zod';

export const loginInputSchema = z.object({
  username: z.string({ error: 'Username is required.' }).trim().min(1, 'Username is required.'),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** bcrypt reads only the first 72 bytes: a longer password is refused, never silently cut. */
export const maxPasswordBytes = 72;

export const passwordSchema = z
  .string({ error: 'Password is required.' })
  .min(8, 'Password must be at least 8 characters long.')
  .refine(
    (password) => new TextEncoder().encode(password).length <= maxPasswordBytes,
    `Password must be at most ${maxPasswordBytes} bytes long (${maxPasswordBytes} plain letters or digits; accented letters and emoji count as 2 to 4).`,
  );

export const usernameSchema = z
  .string({ error: 'Username is required.' })
  .trim()
  .min(1, 'Username is required.')
  .max(150, 'Username must be at most 150 characters long.')
  .regex(/^[\w.@+-]+$/, 'Username may contain only letters, digits and @ . + - _ characters.');

export const emailSchema = z.email({ error: 'Enter a valid email address.' }).max(254);

export const registerLeagueInputSchema = z.object({
  league_name: z.string({ error: 'League name is required.' }).trim().min(1, 'League name is required.').max(120, 'League name must be at most 120 characters long.'),
  username: usernameSchema,
  password: passwordSchema,
  email: emailSchema,
  first_name: z.string().trim().max(150).optional().default(''),
  last_name: z.string().trim().max(150).optional().default(''),
});
export type RegisterLeagueInput = z.infer<typeof registerLeagueInputSchema>;
