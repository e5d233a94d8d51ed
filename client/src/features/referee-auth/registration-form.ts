import { registerRefereeInputSchema } from '@league/contract';
import { parseForm, type FieldErrors } from '@/lib/form-errors';
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

export type RegistrationErrors = FieldErrors<RegistrationValues>;

export type RegistrationCheck = { ok: true; payload: RegisterRefereeInput } | { ok: false; error: string; fieldErrors: RegistrationErrors };

/**
 * The spec's two password sentences come first; the rest uses the server's own schema so
 * the form and the API can't disagree. The confirmation is dropped from the payload.
 */
export function checkRegistration(values: RegistrationValues): RegistrationCheck {
  const { confirmPassword, ...rest } = values;
  const refuse = (field: keyof RegistrationValues, error: string): RegistrationCheck => ({ ok: false, error, fieldErrors: { [field]: error } });
  if (!rest.password) return refuse('password', 'Please fill in the password and its confirmation.');
  if (!confirmPassword) return refuse('confirmPassword', 'Please fill in the password and its confirmation.');
  if (rest.password !== confirmPassword) return refuse('confirmPassword', passwordMismatchMessage);
  if (rest.password.length < 8) return refuse('password', passwordTooShortMessage);
  const parsed = parseForm(registerRefereeInputSchema, rest);
  if (!parsed.ok) return { ok: false, error: parsed.firstError, fieldErrors: parsed.errors };
  const data = parsed.data;
  return {
    ok: true,
    payload: { ...data, phone_number: data.phone_number ?? '', date_of_birth: data.date_of_birth ?? '' },
  };
}
