import { useMutation } from '@tanstack/react-query';
import type { AssignOfficialsDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';

/** The auto-assign worked out without saving anything (dry run). */
export async function previewAssignments(seasonId: number): Promise<AssignOfficialsDto> {
  return (await adminApi.post<AssignOfficialsDto>(`/seasons/${seasonId}/officials/assign/`, { dry_run: true })).data;
}

export function usePreviewAssignments(seasonId: number) {
  return useMutation({ mutationFn: () => previewAssignments(seasonId) });
}
