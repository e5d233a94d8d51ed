import type { RefereeProfile } from '@/lib/auth/referee-session';

export interface RefereeQuizResult {
  quiz_id: number;
  quiz_title: string;
  attempts: number;
  best_score: number | null;
  passed: boolean;
}

/** A referee as GET referees/list/ answers managers: the profile, extra time and quiz results. */
export interface ManagedReferee extends RefereeProfile {
  extra_time_percent?: number;
  quiz_results?: RefereeQuizResult[];
}

export interface RefereeChanges {
  certification_level?: string;
  experience_years?: number;
  extra_time_percent?: number;
  is_active?: boolean;
}
