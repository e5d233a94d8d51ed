export type { AttemptDto as QuizAttemptRow, QuizDto as AvailableQuiz, UserAttemptSummary } from '@league/contract';
