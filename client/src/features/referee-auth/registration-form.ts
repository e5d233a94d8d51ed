import { registerRefereeInputSchema } from '@league/contract';
import type { RegisterRefereeInput } from './api/register-referee';

export interface RegistrationValues {
  username: string;
  password: string;
  confirmPassword: string;
  email: string;
  first_name: string;
  last_name: string;
  league_id: string;
  phone_number: string;
  date_of_birth: string;
}

export const emptyRegistration: RegistrationValues = {
  username: '', password: '', confirmPassword: '', email: '', first_name: '', last_name: '',
  league_id: '', phone_number: '', date_of_birth: '',
};

export const passwordMismatchMessage = 'Passwords do not match. Please try again.';
export const passwordTooShortMessage = 'Password must be at least 8 characters long.';

export type RegistrationCheck = { ok: true; payload: RegisterRefereeInput } | { ok: false; error: string };

/**
 * The spec's two password sentences come first; the rest uses the server's own schema so
 * the form and the API can't disagree. The confirmation is dropped from the payload.
 */
export function checkRegistration(values: RegistrationValues): RegistrationCheck {
  const { confirmPassword, ...rest } = values;
  if (!rest.password || !confirmPassword) return { ok: false, error: 'Please fill in the password and its confirmation.' };
  if (rest.password !== confirmPassword) return { ok: false, error: passwordMismatchMessage };
  if (rest.password.length < 8) return { ok: false, error: passwordTooShortMessage };
  const parsed = registerRefereeInputSchema.safeParse(rest);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Please check the form.' };
  const data = parsed.data;
  return {
    ok: true,
    payload: { ...data, phone_number: data.phone_number ?? '', date_of_birth: data.date_of_birth ?? '' },
  };
}
