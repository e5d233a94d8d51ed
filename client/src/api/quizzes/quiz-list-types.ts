export type { AttemptDto, QuizDto, QuizListItemDto, UserAttemptSummary } from '@league/contract';
