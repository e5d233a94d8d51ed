import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { certificationKeys } from '@/api/certification/list-certification-levels';

/** Revokes a certificate with the reason, kept for admins and never shown publicly (decision 0061). */
export async function revokeCertificate({ code, reason }: { code: string; reason: string }) {
  const { data } = await refereeApi.post<{ code: string; status: 'revoked' }>(`/referees/certificates/${code}/revoke/`, { reason });
  return data;
}

export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeCertificate, onSuccess: () => queryClient.invalidateQueries({ queryKey: certificationKeys.all }) });
}
