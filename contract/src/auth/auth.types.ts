export type UserType = 'admin' | 'referee' | 'referee_admin';

/** A user as the clients read it (snake_case, never the password hash). */
export interface UserDto {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  user_type: UserType;
  league_id: number;
  league_name: string;
  phone_number: string;
  date_of_birth: string | null;
  certification_level: string | null;
  experience_years: number | null;
  is_active: boolean;
  created_at: string;
}

/** The answer of every sign-in and registration door. */
export interface AuthAnswerDto {
  token: string;
  user: UserDto;
}
