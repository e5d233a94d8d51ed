import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TranscriptDto } from '@league/contract';
import { refereeApi } from '@/lib/referee-api';
import { transcriptKeys } from './transcript-keys';

export async function getRefereeTranscript(refereeId: number): Promise<TranscriptDto> {
  const { data } = await refereeApi.get<TranscriptDto>(`/referees/${refereeId}/transcript/`);
  return data;
}

// A 404 (another league's or a missing referee) will not change on a retry.
export const refereeTranscriptQueryOptions = (refereeId: number) =>
  queryOptions({ queryKey: transcriptKeys.referee(refereeId), queryFn: () => getRefereeTranscript(refereeId), retry: false });

export function useRefereeTranscript(refereeId: number) {
  return useQuery(refereeTranscriptQueryOptions(refereeId));
}
