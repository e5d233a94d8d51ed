import { z } from 'zod';
import { nameField, nameText } from '../fields/name-field.js';

/** bcrypt reads only the first 72 bytes: a longer password is refused, never silently cut. */
export const maxPasswordBytes = 72;

/** Whether bcrypt reads the whole password (UTF-8 bytes, not letters). */
export const fitsPasswordBytes = (password: string) => new TextEncoder().encode(password).length <= maxPasswordBytes;

const passwordBytesMessage = `Password must be at most ${maxPasswordBytes} bytes long (${maxPasswordBytes} plain letters or digits; accented letters and emoji count as 2 to 4).`;

/**
 * The byte ceiling both doors share: registration refuses a longer password, and sign-in
 * refuses one too, so a password that only matches in its first 72 bytes never signs in.
 */
const passwordField = z.string({ error: 'Password is required.' }).refine(fitsPasswordBytes, passwordBytesMessage);

const maxUsernameLength = 150;
const usernameTooLong = `Username must be at most ${maxUsernameLength} characters long.`;

export const loginInputSchema = z.object({
  // No account has a longer one (registration's rule below); the login counters key on it.
  username: z.string({ error: 'Username is required.' }).trim().min(1, 'Username is required.').max(maxUsernameLength, usernameTooLong),
  password: passwordField.min(1, 'Password is required.'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const passwordSchema = passwordField.min(8, 'Password must be at least 8 characters long.');

export const usernameSchema = z
  .string({ error: 'Username is required.' })
  .trim()
  .min(1, 'Username is required.')
  .max(maxUsernameLength, usernameTooLong)
  .regex(/^[\w.@+-]+$/, 'Username may contain only letters, digits and @ . + - _ characters.');

export const emailSchema = z.email({ error: 'Enter a valid email address.' }).max(254);

export const registerLeagueInputSchema = z.object({
  league_name: nameField('League name', 120),
  username: usernameSchema,
  password: passwordSchema,
  email: emailSchema,
  first_name: nameText('First name must be text.', 150, 'First name must be at most 150 characters long.').optional().default(''),
  last_name: nameText('Last name must be text.', 150, 'Last name must be at most 150 characters long.').optional().default(''),
});
export type RegisterLeagueInput = z.infer<typeof registerLeagueInputSchema>;
