import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TranscriptDto } from '@league/contract';
import { refereeApi } from '@/lib/referee-api';
import { transcriptKeys } from './transcript-keys';

export async function getMyTranscript(): Promise<TranscriptDto> {
  const { data } = await refereeApi.get<TranscriptDto>('/quizzes/transcript/');
  return data;
}

export const myTranscriptQueryOptions = () => queryOptions({ queryKey: transcriptKeys.mine(), queryFn: getMyTranscript });

export function useMyTranscript() {
  return useQuery(myTranscriptQueryOptions());
}
