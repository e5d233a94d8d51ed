import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { divisionsKeys } from '@/api/divisions/list-divisions';
import type { DivisionDto } from '@league/contract';

export interface CreateDivisionInput {
  name: string;
  season: number;
  min_age: number | null;
  max_age: number | null;
  description: string;
}

export async function createDivision(input: CreateDivisionInput): Promise<DivisionDto> {
  const { data } = await adminApi.post<DivisionDto>('/divisions/', input);
  return data;
}

export function useCreateDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDivision,
    // Every divisions list (whole league and per season) may now hold the new one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: divisionsKeys.all }),
  });
}
