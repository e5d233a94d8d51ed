export interface UserAttemptSummary {
  id: number;
  status: 'completed' | 'in_progress';
  passed: boolean | null;
  score: number | null;
}

export interface AvailableQuiz {
  id: number;
  title: string;
  description: string | null;
  questions_count: number;
  time_limit_minutes: number;
  passing_score: number;
  start_date: string | null;
  end_date: string | null;
  status: 'draft' | 'active' | 'archived';
  user_attempt: UserAttemptSummary | null;
}

export interface QuizAttemptRow {
  id: number;
  quiz: number;
  quiz_title: string;
  status: 'completed' | 'in_progress';
  passed: boolean | null;
  score: number | null;
  started_at: string;
  time_taken_minutes: number | null;
}
