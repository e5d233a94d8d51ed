import { queryOptions, useQuery } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import type { AiTopicDto } from './types';

type TopicsAnswer = { topics: AiTopicDto[] } | AiTopicDto[];

export async function listAiTopics(): Promise<AiTopicDto[]> {
  const { data } = await refereeApi.get<TopicsAnswer>('/quizzes/ai/topics/');
  return Array.isArray(data) ? data : (data?.topics ?? []);
}

export const aiTopicsQueryOptions = () =>
  queryOptions({ queryKey: ['referee-admin', 'ai-topics'] as const, queryFn: listAiTopics, staleTime: 5 * 60_000 });

export function useAiTopics() {
  const query = useQuery(aiTopicsQueryOptions());
  return { ...query, topics: query.data ?? [] };
}
