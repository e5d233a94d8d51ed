import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { maxDeskPageSize, type CheckInDto, type EvaluationDeskPageDto, type WalkUpInput } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { evaluationKeys } from './evaluation-events';

// The check-in desk (decision 0057): the server gives the bibs, so two desks never give one twice.

/** Another desk's check-ins show up within this time without anyone reloading. */
const deskRefreshMs = 10_000;

const readDeskPage = async (eventId: number, page: number) =>
  (await adminApi.get<EvaluationDeskPageDto>(`/evaluations/${eventId}/players/`, { params: { page, page_size: maxDeskPageSize } })).data;

/**
 * Every child of the day, for the printed labels and sheet: the first page says how many there
 * are, the other pages come at once, so a day of 700 prints whole (one answer stops at 500).
 */
export const deskPlayersQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: evaluationKeys.desk(eventId),
    queryFn: async () => {
      const first = await readDeskPage(eventId, 1);
      const pages = Math.ceil(first.count / maxDeskPageSize);
      const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => readDeskPage(eventId, i + 2)));
      return [first, ...rest].flatMap((page) => page.results);
    },
    refetchInterval: deskRefreshMs,
  });

export const useDeskPlayers = (eventId: number) => useQuery(deskPlayersQueryOptions(eventId));

/** Rows per page of the desk's lists: enough to find a child without pushing the walk-up form away. */
export const deskPageSize = 25;

export interface DeskPageQuery {
  search?: string;
  checkedIn?: boolean;
  page: number;
}

/**
 * One page of the desk's search, asked of the server (decision 0084): a day of 2,000 children
 * never loads them all. The previous page stays on screen while the next one comes.
 */
export function useDeskPage(eventId: number, query: DeskPageQuery, enabled = true) {
  return useQuery({
    queryKey: [...evaluationKeys.desk(eventId), 'page', query] as const,
    queryFn: async () =>
      (
        await adminApi.get<EvaluationDeskPageDto>(`/evaluations/${eventId}/players/`, {
          params: { search: query.search || undefined, checked_in: query.checkedIn ? 'true' : undefined, page: query.page, page_size: deskPageSize },
        })
      ).data,
    placeholderData: keepPreviousData,
    refetchInterval: deskRefreshMs,
    enabled,
  });
}

/** A check-in as the desk shows it; `already` when the child had the bib before this request. */
export type DeskCheckIn = CheckInDto & { already: boolean };

/** After a check-in every list of the desk (and the event's count) is out of date. */
function useRefreshDesk(eventId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: evaluationKeys.desk(eventId) }),
      queryClient.invalidateQueries({ queryKey: evaluationKeys.event(eventId) }),
    ]);
}

export function useCheckInPlayer(eventId: number) {
  const refresh = useRefreshDesk(eventId);
  return useMutation({
    // 201: this desk gave the bib now; 200: the child already had one (maybe from the other desk).
    mutationFn: async (playerId: number): Promise<DeskCheckIn> => {
      const response = await adminApi.post<CheckInDto>(`/evaluations/${eventId}/check_in/`, { player_id: playerId });
      return { ...response.data, already: response.status === 200 };
    },
    onSuccess: refresh,
  });
}

export function useCheckInWalkUp(eventId: number) {
  const refresh = useRefreshDesk(eventId);
  return useMutation({
    mutationFn: async (input: WalkUpInput): Promise<DeskCheckIn> => ({ ...(await adminApi.post<CheckInDto>(`/evaluations/${eventId}/walk_ups/`, input)).data, already: false }),
    onSuccess: refresh,
  });
}

/** Undo a mistaken check-in (only while nobody has scored the child); the bib is not given again. */
export function useUndoCheckIn(eventId: number) {
  const refresh = useRefreshDesk(eventId);
  return useMutation({
    mutationFn: async (playerId: number) => {
      await adminApi.delete(`/evaluations/${eventId}/check_in/${playerId}/`);
    },
    onSuccess: refresh,
  });
}
