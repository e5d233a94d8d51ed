import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateListDto, CertificateListQuery } from '@league/contract';
import { refereeApi } from '@/lib/referee-api';
import { certificationKeys } from './list-certification-levels';

/** The league's certificates valid on a day (today unless `on`), of a level, expiring within N days. */
export async function listCertificates(filter: CertificateListQuery): Promise<CertificateListDto> {
  const { data } = await refereeApi.get<CertificateListDto>('/referees/certificates/', { params: filter });
  return data;
}

export const certificatesQueryOptions = (filter: CertificateListQuery) =>
  queryOptions({ queryKey: certificationKeys.certificates(filter), queryFn: () => listCertificates(filter) });

/** Off (no request) when `enabled` is false: the referee list without a filter needs no certificates. */
export function useCertificates(filter: CertificateListQuery, enabled = true) {
  return useQuery({ ...certificatesQueryOptions(filter), enabled });
}
