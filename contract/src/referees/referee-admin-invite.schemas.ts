import { z } from 'zod';
import { nameField } from '../fields/name-field.js';
import { emailSchema, passwordSchema, usernameSchema } from '../auth/auth.schemas.js';

/**
 * POST referees/admins/: a league administrator creates the league's referee administrator
 * (decision 0052). The password is a first one to pass on; its owner signs in with it.
 */
export const inviteRefereeAdminInputSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  first_name: nameField('First name', 150),
  last_name: nameField('Last name', 150),
  password: passwordSchema,
});
export type InviteRefereeAdminInput = z.infer<typeof inviteRefereeAdminInputSchema>;
