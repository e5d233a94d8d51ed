import { refereeApi } from '@/lib/referee-api';
import { apiErrorMessage } from '@/lib/api-client';

export interface RefereeLogInInput {
  username: string;
  password: string;
}

/** Login and registration both answer with a token; the profile is fetched separately. */
export interface RefereeAuthAnswer {
  token: string;
  user: { id: number; username: string; user_type: string };
}

export async function logInReferee(input: RefereeLogInInput): Promise<RefereeAuthAnswer> {
  try {
    const { data } = await refereeApi.post<RefereeAuthAnswer>('/referees/login/', input);
    return data;
  } catch (error) {
    throw new Error(apiErrorMessage(error) ?? 'Login failed. Please try again.', { cause: error });
  }
}
