import type { QuestionFlagDto } from '@/api/question-bank/bank-types';

export interface FlaggedQuestion {
  questionId: number;
  /** The text as the latest flag's attempt asked it. */
  questionText: string;
  quizTitle: string;
  flags: QuestionFlagDto[];
  open: number;
}

const statusRank = { open: 0, resolved: 1, dismissed: 2 } as const;

/** Flags per question: questions with open flags first (most open first), each question's open flags first. */
export function groupFlags(flags: QuestionFlagDto[]): FlaggedQuestion[] {
  const groups = new Map<number, QuestionFlagDto[]>();
  for (const f of flags) groups.set(f.question_id, [...(groups.get(f.question_id) ?? []), f]);
  return [...groups.entries()]
    .map(([questionId, list]) => {
      const sorted = [...list].sort((a, b) => statusRank[a.status] - statusRank[b.status] || b.created_at.localeCompare(a.created_at));
      return { questionId, questionText: sorted[0]!.question_text, quizTitle: sorted[0]!.quiz_title, flags: sorted, open: list.filter((f) => f.status === 'open').length };
    })
    .sort((a, b) => b.open - a.open || b.flags[0]!.created_at.localeCompare(a.flags[0]!.created_at));
}
