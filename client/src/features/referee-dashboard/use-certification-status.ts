import { useMutation, useQuery } from '@tanstack/react-query';
import type { LevelStatusDto } from '@league/contract';
import { refereeApi } from '@/lib/referee-api';
import { certificationStatusKey } from '@/api/certification/certification-status-key';
import { filenameFromDisposition, saveBlob } from '@/lib/download-file';

/** The signed-in referee's standing at every certification level of the league, today. */
export function useCertificationStatus() {
  return useQuery({
    queryKey: certificationStatusKey,
    queryFn: async () => (await refereeApi.get<{ on: string; results: LevelStatusDto[] }>('/referees/certification_status/')).data,
  });
}

/** Downloads one certificate's PDF. */
export function useDownloadCertificate() {
  return useMutation({
    mutationFn: async (code: string) => {
      const res = await refereeApi.get<Blob>(`/referees/certificates/${encodeURIComponent(code)}/pdf/`, { responseType: 'blob' });
      saveBlob(res.data, filenameFromDisposition(res.headers['content-disposition'], `certificate-${code}.pdf`));
    },
  });
}
