import { adminApi } from '@/lib/admin-api';
import { apiErrorMessage } from '@/lib/api-client';
import type { SessionUser } from '@/lib/auth/session';

export interface LogInInput {
  username: string;
  password: string;
}

export interface LogInAnswer {
  token: string;
  user: SessionUser;
}

/** A failure the server explained (or at least answered); its message is shown as is. */
export class LoginError extends Error {}

export async function logIn(input: LogInInput): Promise<LogInAnswer> {
  try {
    const { data } = await adminApi.post<LogInAnswer>('/auth/login/', input);
    return data;
  } catch (error) {
    const message = apiErrorMessage(error);
    if (message) throw new LoginError(message);
    if ((error as { response?: unknown }).response) throw new LoginError('Login failed');
    throw error;
  }
}
