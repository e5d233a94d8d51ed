import axios from 'axios';
import { useQuery } from '@tanstack/react-query';
import type { PublicCertificateDto } from '@league/contract';
import { env } from '@/config/env';

// Anyone may verify: no account, so no stored token is sent.
const publicApi = axios.create({ baseURL: env.VITE_API_BASE_URL });

export function usePublicCertificate(code: string) {
  return useQuery({
    queryKey: ['public-certificate', code],
    queryFn: async () => (await publicApi.get<PublicCertificateDto>(`/public/certificates/${encodeURIComponent(code)}/`)).data,
    retry: false,
  });
}
