import { queryOptions, useQuery } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { bankKeys } from './list-bank-questions';
import type { BankCategoryDto } from './bank-types';

export async function listBankCategories(): Promise<BankCategoryDto[]> {
  const { data } = await refereeApi.get<{ results: BankCategoryDto[] }>('/quizzes/bank/categories/');
  return data.results ?? [];
}

export const bankCategoriesQueryOptions = () => queryOptions({ queryKey: bankKeys.categories(), queryFn: listBankCategories });

/** The bank's categories with how many questions each has, and how many of them are approved. */
export function useBankCategories() {
  const query = useQuery(bankCategoriesQueryOptions());
  return { ...query, categories: query.data ?? [] };
}
