import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import type { BankQuestionDto, QuestionStatus, QuestionDifficulty, QuestionSource } from './bank-types';

export interface BankFilters {
  search?: string;
  category?: string;
  difficulty?: QuestionDifficulty | '';
  edition?: string;
  tag?: string;
  status?: QuestionStatus | '';
  source?: QuestionSource | '';
  page?: number;
  page_size?: number;
}

/** Every bank query sits under `all`, so a change to one question refreshes lists, categories and the queue. */
export const bankKeys = {
  all: ['question-bank'] as const,
  list: (filters: BankFilters) => ['question-bank', 'questions', filters] as const,
  categories: () => ['question-bank', 'categories'] as const,
  flags: (status: string, page: number) => ['question-bank', 'flags', status, page] as const,
};

export async function listBankQuestions(filters: BankFilters): Promise<ListResponse<BankQuestionDto>> {
  // Empty filters are left out: the server reads `category=` as "no category", not "any".
  const params = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
  const { data } = await refereeApi.get<ListResponse<BankQuestionDto>>('/quizzes/bank/', { params });
  return data;
}

export const bankQuestionsQueryOptions = (filters: BankFilters) =>
  queryOptions({ queryKey: bankKeys.list(filters), queryFn: () => listBankQuestions(filters), placeholderData: keepPreviousData });

export function useBankQuestions(filters: BankFilters) {
  const query = useQuery(bankQuestionsQueryOptions(filters));
  return { ...query, questions: listResults(query.data), count: query.data?.count ?? 0 };
}
