import type { QuestionStatus, QuestionDifficulty, QuestionSource } from '@/api/question-bank/bank-types';

export const difficultyLabels: Record<QuestionDifficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };
export const bankStatusLabels: Record<QuestionStatus, string> = { draft: 'Waiting for review', approved: 'Approved' };
export const sourceLabels: Record<QuestionSource, string> = { manual: 'Written by hand', ai: 'AI generated', import: 'Imported' };

/** A question without a category still needs a name on screen. */
export const categoryLabel = (category: string) => category.trim() || 'No category';
