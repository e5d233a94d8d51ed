import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CoachLinkDto,
  CreateCoachLinksInput,
  RaterReviewListDto,
  SeasonRaterReviewDto,
  StandardiseRaterInput,
  StandardiseRaterResultDto,
  SubmittedCoachRatingDto,
} from '@league/contract';
import { adminApi } from '@/lib/admin-api';

// The admin's side of coach rating links and the rater review (decisions 0044, 0045).
// The ratings router answers `{ data }`.

export const coachRatingKeys = {
  all: ['coach-rating-links'] as const,
  links: (divisionId: number) => ['coach-rating-links', 'links', divisionId] as const,
  submitted: (divisionId: number) => ['coach-rating-links', 'submitted', divisionId] as const,
  raters: (divisionId: number) => ['coach-rating-links', 'raters', divisionId] as const,
};

const getData = async <T>(url: string, divisionId: number) => (await adminApi.get<{ data: T }>(url, { params: { division_id: divisionId } })).data.data;

export const coachLinksQueryOptions = (divisionId: number) =>
  queryOptions({ queryKey: coachRatingKeys.links(divisionId), queryFn: () => getData<CoachLinkDto[]>('/ratings/coach-links/', divisionId) });

export const submittedCoachRatingsQueryOptions = (divisionId: number) =>
  queryOptions({ queryKey: coachRatingKeys.submitted(divisionId), queryFn: () => getData<SubmittedCoachRatingDto[]>('/ratings/coach-ratings/', divisionId) });

export const raterReviewQueryOptions = (divisionId: number) =>
  queryOptions({ queryKey: coachRatingKeys.raters(divisionId), queryFn: () => getData<RaterReviewListDto>('/ratings/raters/', divisionId) });

export const useCoachLinks = (divisionId: number) => useQuery(coachLinksQueryOptions(divisionId));
export const useSubmittedCoachRatings = (divisionId: number) => useQuery(submittedCoachRatingsQueryOptions(divisionId));
export const useRaterReview = (divisionId: number) => useQuery(raterReviewQueryOptions(divisionId));

/** Answers the new links with their token and path: the only time the address can be shown. */
export function useCreateCoachLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateCoachLinksInput) => (await adminApi.post<{ data: CoachLinkDto[] }>('/ratings/coach-links/', input)).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachRatingKeys.all }),
  });
}

export function useRevokeCoachLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: number) => (await adminApi.post<{ data: CoachLinkDto }>(`/ratings/coach-links/${linkId}/revoke/`)).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachRatingKeys.all }),
  });
}

/** A dry run previews before/after; applying writes the rescaled ratings. */
export function useStandardiseRater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StandardiseRaterInput) => (await adminApi.post<{ data: StandardiseRaterResultDto }>('/ratings/raters/standardise/', input)).data.data,
    onSuccess: (result) => {
      if (result.written) return queryClient.invalidateQueries({ queryKey: coachRatingKeys.all });
    },
  });
}

/** Each rater's flags in every division of one season (decision 0077). */
export const seasonRaterReviewQueryOptions = (seasonId: number) =>
  queryOptions({
    queryKey: [...coachRatingKeys.all, 'season-raters', seasonId] as const,
    queryFn: async () => (await adminApi.get<{ data: SeasonRaterReviewDto }>('/ratings/raters/season/', { params: { season_id: seasonId } })).data.data,
  });

export const useSeasonRaterReview = (seasonId: number | null) => useQuery({ ...seasonRaterReviewQueryOptions(seasonId ?? 0), enabled: seasonId !== null });
