import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DraftEventDto, DraftStateDto } from '@league/contract';
import { draftEventsUrl, draftKeys } from '@/features/live-draft/api/draft-keys';
import { applyDraftEvent } from '@/features/live-draft/lib/apply-draft-event';

export type StreamStatus = 'connecting' | 'live' | 'reconnecting';

const retryMs = 3000;

/**
 * Keeps the cached draft current from the server's event stream. The server sends the whole
 * state on every connect, so after a dropped connection the page is where the draft is.
 * EventSource retries by itself; when it gives up (closed), a new one is opened after 3 s.
 */
export function useDraftStream(draftId: number, key: string, enabled: boolean): StreamStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  useEffect(() => {
    if (!enabled) return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const onEvent = (message: MessageEvent<string>) => {
      const event = JSON.parse(message.data) as DraftEventDto;
      queryClient.setQueryData<DraftStateDto>(draftKeys.state(draftId), (current) => applyDraftEvent(current, event));
      setStatus('live');
    };
    const open = () => {
      source = new EventSource(draftEventsUrl(draftId, key));
      source.addEventListener('state', onEvent);
      source.addEventListener('pick', onEvent);
      source.onerror = () => {
        setStatus('reconnecting');
        if (source?.readyState === EventSource.CLOSED) retry = setTimeout(open, retryMs);
      };
    };
    open();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [draftId, key, enabled, queryClient]);
  return status;
}
