import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CoachLinkDto,
  CreateCoachLinksInput,
  ListResponse,
  RaterReviewListDto,
  SeasonRaterReviewDto,
  StandardiseRaterInput,
  StandardiseRaterResultDto,
  SubmittedCoachRatingDto,
} from '@league/contract';
import { adminApi } from '@/lib/admin-api';

// The admin's side of coach rating links and the rater review (decisions 0044, 0045).
// Lists answer {count, results}; the hooks hand the results on.

export const coachRatingKeys = {
  all: ['coach-rating-links'] as const,
  links: (divisionId: number) => ['coach-rating-links', 'links', divisionId] as const,
  submitted: (divisionId: number) => ['coach-rating-links', 'submitted', divisionId] as const,
  raters: (divisionId: number) => ['coach-rating-links', 'raters', divisionId] as const,
};

const getForDivision = async <T>(url: string, divisionId: number) => (await adminApi.get<T>(url, { params: { division_id: divisionId } })).data;
const listForDivision = async <T>(url: string, divisionId: number) => (await getForDivision<ListResponse<T>>(url, divisionId)).results;

export const coachLinksQueryOptions = (divisionId: number) =>
  queryOptions({ queryKey: coachRatingKeys.links(divisionId), queryFn: () => listForDivision<CoachLinkDto>('/ratings/coach-links/', divisionId) });

export const submittedCoachRatingsQueryOptions = (divisionId: number) =>
  queryOptions({ queryKey: coachRatingKeys.submitted(divisionId), queryFn: () => listForDivision<SubmittedCoachRatingDto>('/ratings/coach-ratings/', divisionId) });

export const raterReviewQueryOptions = (divisionId: number) =>
  queryOptions({ queryKey: coachRatingKeys.raters(divisionId), queryFn: () => getForDivision<RaterReviewListDto>('/ratings/raters/', divisionId) });

export const useCoachLinks = (divisionId: number) => useQuery(coachLinksQueryOptions(divisionId));
export const useSubmittedCoachRatings = (divisionId: number) => useQuery(submittedCoachRatingsQueryOptions(divisionId));
export const useRaterReview = (divisionId: number) => useQuery(raterReviewQueryOptions(divisionId));

/** Answers the new links with their token and path: the only time the address can be shown. */
export function useCreateCoachLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateCoachLinksInput) => (await adminApi.post<ListResponse<CoachLinkDto>>('/ratings/coach-links/', input)).data.results,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachRatingKeys.all }),
  });
}

export function useRevokeCoachLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: number) => (await adminApi.post<CoachLinkDto>(`/ratings/coach-links/${linkId}/revoke/`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachRatingKeys.all }),
  });
}

/** A dry run previews before/after; applying writes the rescaled ratings. */
export function useStandardiseRater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StandardiseRaterInput) => (await adminApi.post<StandardiseRaterResultDto>('/ratings/raters/standardise/', input)).data,
    onSuccess: (result) => {
      if (result.written) return queryClient.invalidateQueries({ queryKey: coachRatingKeys.all });
    },
  });
}

/** Each rater's flags in every division of one season (decision 0077). */
export const seasonRaterReviewQueryOptions = (seasonId: number) =>
  queryOptions({
    queryKey: [...coachRatingKeys.all, 'season-raters', seasonId] as const,
    queryFn: async () => (await adminApi.get<SeasonRaterReviewDto>('/ratings/raters/season/', { params: { season_id: seasonId } })).data,
  });

export const useSeasonRaterReview = (seasonId: number | null) => useQuery({ ...seasonRaterReviewQueryOptions(seasonId ?? 0), enabled: seasonId !== null });
