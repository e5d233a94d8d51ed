import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OutboxMessageDto, OutboxPageDto, OutboxResendDto, PublicationStatusDto, PublishResultDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { filenameFromDisposition, saveBlob } from '@/lib/download-file';

export const publicationKeys = {
  all: ['publication'] as const,
  status: (divisionId: number) => ['publication', 'status', divisionId] as const,
  outbox: (divisionId: number) => ['publication', 'outbox', divisionId] as const,
  outboxPage: (divisionId: number, page: number) => ['publication', 'outbox', divisionId, page] as const,
  coachLinks: (divisionId: number) => ['publication', 'coach-links', divisionId] as const,
};

export const publicationStatusQueryOptions = (divisionId: number) =>
  queryOptions({
    queryKey: publicationKeys.status(divisionId),
    queryFn: async () => (await adminApi.get<PublicationStatusDto>(`/divisions/${divisionId}/publication/`)).data,
  });

export function usePublicationStatus(divisionId: number) {
  return useQuery(publicationStatusQueryOptions(divisionId));
}

/** Emails shown per page: a league of 600 families reads its outbox a page at a time. */
export const outboxPageSize = 50;

/** One page of the outbox; it refreshes every few seconds while anything is still waiting to be sent. */
export function useOutbox(divisionId: number, page: number) {
  return useQuery({
    queryKey: publicationKeys.outboxPage(divisionId, page),
    queryFn: async () => (await adminApi.get<OutboxPageDto>(`/divisions/${divisionId}/outbox/`, { params: { page, page_size: outboxPageSize } })).data,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.sending && (data.counts.pending > 0 || data.counts.sending > 0) ? 3000 : false;
    },
  });
}

/** "Send again": one email marked not sent, or (no id) every one of the division. */
export function useResendEmails(divisionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (messageId?: number) =>
      messageId === undefined
        ? (await adminApi.post<OutboxResendDto>(`/divisions/${divisionId}/outbox/resend/`)).data
        : (await adminApi.post<OutboxMessageDto>(`/divisions/${divisionId}/outbox/${messageId}/resend/`)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicationKeys.outbox(divisionId) }),
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
