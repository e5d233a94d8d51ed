import { z } from 'zod';
import { emailSchema, passwordSchema, usernameSchema } from '../auth/auth.schemas.js';

const nameField = (label: string) =>
  z.string({ error: `${label} must be text.` }).trim().min(1, `${label} is required.`).max(150, `${label} must be at most 150 characters long.`);

/**
 * POST referees/admins/: a league administrator creates the league's referee administrator
 * (decision 0052). The password is a first one to pass on; its owner signs in with it.
 */
export const inviteRefereeAdminInputSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  first_name: nameField('First name'),
  last_name: nameField('Last name'),
  password: passwordSchema,
});
export type InviteRefereeAdminInput = z.infer<typeof inviteRefereeAdminInputSchema>;
