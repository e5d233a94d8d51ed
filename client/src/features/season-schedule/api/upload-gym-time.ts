import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GymTimeImportDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { seasonScheduleKeys } from './schedule-keys';

/** POST /seasons/{id}/gym_time/: adds the file's gym time, all or nothing (a bad line is a 400 naming it). */
export async function uploadGymTime(seasonId: number, file: File): Promise<GymTimeImportDto> {
  const form = new FormData();
  form.append('file', file, file.name);
  // The instance's JSON default would make axios turn the form into JSON; the browser adds the boundary.
  const { data } = await adminApi.post<GymTimeImportDto>(`/seasons/${seasonId}/gym_time/`, form, { headers: { 'Content-Type': 'multipart/form-data' } });
  return data;
}

export function useUploadGymTime(seasonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadGymTime(seasonId, file),
    onSuccess: (data) => queryClient.setQueryData(seasonScheduleKeys.gymTime(seasonId), { venues: data.venues, slots: data.slots }),
  });
}
