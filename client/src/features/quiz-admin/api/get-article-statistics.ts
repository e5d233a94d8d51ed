import { useQuery } from '@tanstack/react-query';
import type { ArticleStatisticsDto } from '@league/contract';
import { refereeApi } from '@/lib/referee-api';

export interface ArticleRange {
  from: string;
  to: string;
}

export async function getArticleStatistics(range: ArticleRange): Promise<ArticleStatisticsDto> {
  const params = { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) };
  const { data } = await refereeApi.get<ArticleStatisticsDto>('/quizzes/statistics/articles/', { params });
  return data;
}

/** Loaded only once the admin opens the section: it reads every quiz of the league. */
export function useArticleStatistics(range: ArticleRange, enabled: boolean) {
  return useQuery({
    queryKey: ['referee-admin', 'article-statistics', range.from, range.to] as const,
    queryFn: () => getArticleStatistics(range),
    enabled,
    retry: false,
  });
}
