import { useQuery } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import type { AiTopic } from './types';

type TopicsAnswer = { topics: AiTopic[] } | AiTopic[];

export async function listAiTopics(): Promise<AiTopic[]> {
  const { data } = await refereeApi.get<TopicsAnswer>('/quizzes/ai/topics/');
  return Array.isArray(data) ? data : (data?.topics ?? []);
}

export function useAiTopics() {
  const query = useQuery({ queryKey: ['referee-admin', 'ai-topics'], queryFn: listAiTopics, staleTime: 5 * 60_000 });
  return { ...query, topics: query.data ?? [] };
}
