import type { PlaceNewRequest, RebalanceRequest } from '@league/contract';

/** Previews are computed, not stored: each set of options is its own entry, dropped once unused. */
export const rosterPreviewKeys = {
  all: ['roster-preview'] as const,
  placeNew: (input: PlaceNewRequest) => ['roster-preview', 'place_new', input] as const,
  rebalance: (input: RebalanceRequest) => ['roster-preview', 'rebalance', input] as const,
};

// A preview is shown until the admin asks for another: refetching behind their back could
// change the moves they are reading (the server draws a new seed each time).
export const previewQueryDefaults = { gcTime: 0, staleTime: Infinity, retry: false, refetchOnWindowFocus: false } as const;
