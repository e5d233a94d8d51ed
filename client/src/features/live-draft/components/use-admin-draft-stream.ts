import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DraftEventDto, DraftStateDto } from '@league/contract';
import { env } from '@/config/env';
import { storageKeys } from '@/config/storage-keys';
import { draftKeys } from '@/features/live-draft/api/draft-keys';
import { applyDraftEvent } from '@/features/live-draft/lib/apply-draft-event';
import { readEventStream } from '@/features/live-draft/lib/read-event-stream';
import type { StreamStatus } from './use-draft-stream';

const retryMs = 3000;

/**
 * The admin's room on the coaches' event stream (decision 0090). EventSource cannot send the
 * admin's sign-in header and a token in the address would land in request logs, so fetch opens
 * the stream with the header and reads it. While it is not live, the room polls (get-draft.ts);
 * a stream that fails or ends is opened again after 3 s, except for a draft that is not the
 * admin's (the room says so) or a finished one (nothing more will happen).
 */
export function useAdminDraftStream(draftId: number): StreamStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  useEffect(() => {
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const onData = async (data: string) => {
      const event = JSON.parse(data) as DraftEventDto;
      // The stream is newer than a read still on its way: that read's answer must not win.
      await queryClient.cancelQueries({ queryKey: draftKeys.state(draftId) });
      queryClient.setQueryData<DraftStateDto>(draftKeys.state(draftId), (current) => applyDraftEvent(current, event));
      setStatus('live');
    };
    const open = async () => {
      try {
        const token = localStorage.getItem(storageKeys.authToken);
        const response = await fetch(`${env.VITE_API_BASE_URL}/drafts/${draftId}/events/`, {
          headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Token ${token}` } : {}) },
          signal: controller.signal,
        });
        if ([401, 403, 404].includes(response.status)) return setStatus('reconnecting');
        if (response.ok && response.body) await readEventStream(response.body, (data) => void onData(data));
      } catch {
        // A dropped connection or a refused request: polling covers until the next try.
      }
      const finished = queryClient.getQueryData<DraftStateDto>(draftKeys.state(draftId))?.status === 'finished';
      if (controller.signal.aborted || finished) return;
      setStatus('reconnecting');
      retry = setTimeout(() => void open(), retryMs);
    };
    void open();
    return () => {
      clearTimeout(retry);
      controller.abort();
    };
  }, [draftId, queryClient]);
  return status;
}
