import { useState } from 'react';
import type { BankQuestionDto } from '@/api/question-bank/bank-types';
import { canAddToQuiz } from './added-to-quiz';

/**
 * The approved questions ticked in the bank list. Kept across pages and filters, so one quiz can be
 * filled from several pages; in the order ticked, which is the order the quiz gets them in.
 */
export function useBankSelection() {
  const [picked, setPicked] = useState<ReadonlyMap<number, BankQuestionDto>>(new Map());
  const update = (change: (next: Map<number, BankQuestionDto>) => void) =>
    setPicked((current) => {
      const next = new Map(current);
      change(next);
      return next;
    });

  return {
    selected: [...picked.values()],
    isSelected: (id: number) => picked.has(id),
    toggle: (question: BankQuestionDto) =>
      update((next) => {
        if (!next.delete(question.id) && canAddToQuiz(question)) next.set(question.id, question);
      }),
    /** Ticks every approved question shown, or unticks them all when they already are. */
    togglePage: (questions: BankQuestionDto[]) => {
      const selectable = questions.filter(canAddToQuiz);
      const all = selectable.every((q) => picked.has(q.id));
      update((next) => selectable.forEach((q) => (all ? next.delete(q.id) : next.set(q.id, q))));
    },
    drop: (ids: number[]) => update((next) => ids.forEach((id) => next.delete(id))),
    clear: () => setPicked(new Map()),
  };
}
