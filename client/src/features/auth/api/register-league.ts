import type { RegisterLeagueInput } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { apiErrorMessage } from '@/lib/api-client';
import type { LogInAnswer } from './log-in';

export async function registerLeague(input: RegisterLeagueInput): Promise<LogInAnswer> {
  try {
    const { data } = await adminApi.post<LogInAnswer>('/auth/register/', input);
    return data;
  } catch (error) {
    throw new Error(apiErrorMessage(error) ?? 'Registration failed. Please try again.', { cause: error });
  }
}
