import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import type { ParticipantDto, RatingHistoryDto } from '@league/contract';

export const participantKeys = {
  one: (id: number) => ['participants', id] as const,
  ratings: (id: number) => ['participants', id, 'ratings'] as const,
};

/** GET /participants/{id}/: the person, their household and every season's registration (decision 0039). */
export function useParticipant(id: number) {
  return useQuery({
    queryKey: participantKeys.one(id),
    queryFn: async () => (await adminApi.get<ParticipantDto>(`/participants/${id}/`)).data,
  });
}

/** GET /ratings/history/?participant_id: every rating with its source, rater and date, newest first (decision 0044). */
export function useRatingHistory(id: number) {
  return useQuery({
    queryKey: participantKeys.ratings(id),
    queryFn: async () => (await adminApi.get<RatingHistoryDto>('/ratings/history/', { params: { participant_id: id } })).data,
  });
}
