import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OutboxDto, PublicationStatusDto, PublishResultDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { filenameFromDisposition, saveBlob } from '@/lib/download-file';

export const publicationKeys = {
  all: ['publication'] as const,
  status: (divisionId: number) => ['publication', 'status', divisionId] as const,
  outbox: (divisionId: number) => ['publication', 'outbox', divisionId] as const,
};

export const publicationStatusQueryOptions = (divisionId: number) =>
  queryOptions({
    queryKey: publicationKeys.status(divisionId),
    queryFn: async () => (await adminApi.get<PublicationStatusDto>(`/divisions/${divisionId}/publication/`)).data,
  });

export function usePublicationStatus(divisionId: number) {
  return useQuery(publicationStatusQueryOptions(divisionId));
}

/** The outbox refreshes every few seconds while anything is still waiting to be sent. */
export function useOutbox(divisionId: number) {
  return useQuery({
    queryKey: publicationKeys.outbox(divisionId),
    queryFn: async () => (await adminApi.get<OutboxDto>(`/divisions/${divisionId}/outbox/`)).data,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.sending && (data.counts.pending > 0 || data.counts.sending > 0) ? 3000 : false;
    },
  });
}

export function usePublish(divisionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await adminApi.post<PublishResultDto>(`/divisions/${divisionId}/publish/`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicationKeys.all }),
  });
}

export async function downloadOutbox(divisionId: number) {
  const response = await adminApi.get<Blob>(`/divisions/${divisionId}/outbox/`, { params: { format: 'csv' }, responseType: 'blob' });
  saveBlob(response.data, filenameFromDisposition(response.headers['content-disposition'], `division-${divisionId}-emails.csv`));
}
