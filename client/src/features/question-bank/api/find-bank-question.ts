import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankKeys, listBankQuestions } from '@/api/question-bank/list-bank-questions';
import type { BankQuestionDto } from '@/api/question-bank/bank-types';

/**
 * The bank has no call for one question, so a flagged question is found by searching its
 * text (as the referee was asked it) and picking its id; an edited question may no longer match.
 */
export async function findBankQuestion(id: number, text: string): Promise<BankQuestionDto | null> {
  const { results } = await listBankQuestions({ search: text.slice(0, 200), page_size: 100 });
  return results.find((q) => q.id === id) ?? null;
}

export const findBankQuestionQueryOptions = (id: number, text: string) =>
  queryOptions({ queryKey: [...bankKeys.all, 'find', id, text] as const, queryFn: () => findBankQuestion(id, text) });

export function useFindBankQuestion(id: number, text: string, enabled: boolean) {
  return useQuery({ ...findBankQuestionQueryOptions(id, text), enabled });
}
