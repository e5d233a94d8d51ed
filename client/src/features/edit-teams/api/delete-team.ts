import { adminApi } from '@/lib/admin-api';

/** The server unassigns the team's players; they stay in the division. */
export async function deleteTeam(id: number): Promise<void> {
  await adminApi.delete(`/teams/${id}/`);
}
