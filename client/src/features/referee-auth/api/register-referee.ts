import { refereeApi } from '@/lib/referee-api';
import { apiErrorMessage } from '@/lib/api-client';
import type { RefereeAuthAnswer } from './log-in-referee';

/** The registration payload as the spec lists it; the confirmation never leaves the form. */
export interface RegisterRefereeInput {
  username: string;
  password: string;
  email: string;
  first_name: string;
  last_name: string;
  league_id: number;
  phone_number: string;
  date_of_birth: string;
}

export async function registerReferee(input: RegisterRefereeInput): Promise<RefereeAuthAnswer> {
  try {
    const { data } = await refereeApi.post<RefereeAuthAnswer>('/referees/register/', input);
    return data;
  } catch (error) {
    throw new Error(apiErrorMessage(error) ?? 'Registration failed. Please try again.', { cause: error });
  }
}
