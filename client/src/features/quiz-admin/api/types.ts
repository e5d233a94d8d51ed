import type { QuestionType } from '@league/contract';

export { quizStatuses } from '@league/contract';
export type {
  AiTopicDto as AiTopic,
  QuestionDto as Question,
  QuestionInput as QuestionPayload,
  QuestionType,
  QuizDetailDto as QuizDetail,
  QuizDto as QuizSummary,
  QuizStatus,
} from '@league/contract';

/** The order the forms offer question types in. */
export const questionTypes = ['multiple_choice', 'true_false', 'single_choice'] as const satisfies readonly QuestionType[];
