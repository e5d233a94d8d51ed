import { adminApi } from '@/lib/admin-api';

export async function deletePlayer(id: number): Promise<void> {
  await adminApi.delete(`/players/${id}/`);
}
