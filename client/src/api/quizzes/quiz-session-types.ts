import type { AttemptResultDto } from '@league/contract';

export type {
  AttemptDto,
  AttemptResultDto,
  DetailedResultDto,
  PublicQuestionDto,
  QuestionType,
  StartAttemptResponse,
} from '@league/contract';

/** What the results page needs, carried in navigation state. */
export interface ResultsState {
  result: AttemptResultDto;
  quizTitle: string;
  passingScore: number;
  timeLimitMinutes: number;
  timeUsedMinutes: number;
}
