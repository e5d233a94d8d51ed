import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { seasonsKeys } from '@/api/seasons/list-seasons';
import type { SeasonDto } from '@league/contract';

export interface CreateSeasonInput {
  name: string;
  year: number;
  start_date: string;
  end_date: string;
  league: number;
  is_active: boolean;
}

export async function createSeason(input: CreateSeasonInput): Promise<SeasonDto> {
  const { data } = await adminApi.post<SeasonDto>('/seasons/', input);
  return data;
}

export function useCreateSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeason,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seasonsKeys.all }),
  });
}
