export type { AttemptDto, QuizDto, UserAttemptSummary } from '@league/contract';
