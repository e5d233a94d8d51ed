import { adminApi } from '@/lib/admin-api';
import type { TeamDto } from '@league/contract';

export interface UpdateTeamInput {
  name: string;
  coach: string | null;
  coach_email: string | null;
  coach_phone: string | null;
  practice_details: string;
}

export async function updateTeam(id: number, input: UpdateTeamInput): Promise<TeamDto> {
  const { data } = await adminApi.patch<TeamDto>(`/teams/${id}/`, input);
  return data;
}
