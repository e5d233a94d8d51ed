import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import type { TradePreviewDto } from '@league/contract';
import type { TradeInput } from './trade-players';

/** What the trade or move would change, term by term; the server saves nothing. */
export async function previewTrade(input: TradeInput): Promise<TradePreviewDto> {
  const { data } = await adminApi.post<TradePreviewDto>('/players/trade_preview/', input);
  return data;
}

// Not under the players key: the trade's own refresh would otherwise ask for a preview of the
// change just made (a move then "already on that team") while its dialog closes. The dialog is
// modal and each opening asks afresh (stale at once).
export const tradePreviewKeys = {
  all: ['trade-preview'] as const,
  detail: (input: TradeInput) => ['trade-preview', input] as const,
};

export const previewTradeQueryOptions = (input: TradeInput) =>
  queryOptions({
    queryKey: tradePreviewKeys.detail(input),
    queryFn: () => previewTrade(input),
    retry: false,
  });

/** No input (nothing chosen yet): no request. */
export function useTradePreview(input: TradeInput | null) {
  return useQuery({ ...previewTradeQueryOptions(input ?? { source_player_id: 0, to_team_id: null }), enabled: input !== null });
}
