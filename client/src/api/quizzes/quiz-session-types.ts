import type { AttemptResultDto } from '@league/contract';

export type {
  AttemptDto as StartedAttempt,
  AttemptResultDto as QuizSubmissionResult,
  DetailedResultDto as DetailedResult,
  PublicQuestionDto as QuizQuestion,
  QuestionType,
  StartAttemptResponse as QuizSession,
} from '@league/contract';

/** What the results page needs, carried in navigation state. */
export interface ResultsState {
  result: AttemptResultDto;
  quizTitle: string;
  passingScore: number;
  timeLimitMinutes: number;
  timeUsedMinutes: number;
}
