import type { QuestionType } from '@league/contract';

export { quizStatuses } from '@league/contract';
export type {
  AiTopicDto,
  QuestionDto,
  QuestionInput,
  QuestionType,
  QuizDetailDto,
  QuizDto,
  QuizStatus,
} from '@league/contract';

/** The single-answer types in the order the forms offer them (the AI writes only these). */
export const questionTypes = ['multiple_choice', 'true_false', 'single_choice'] as const satisfies readonly QuestionType[];

/** What an admin may type in by hand: the single-answer types and "select all that apply" (decision 0053). */
export const authoredQuestionTypes = [...questionTypes, 'multiple_response'] as const satisfies readonly QuestionType[];
