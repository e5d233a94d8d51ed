import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaSettingsDto, MediaSettingsInput } from '@league/contract';
import { refereeApi } from '@/lib/referee-api';

export async function getMediaSettings(): Promise<MediaSettingsDto> {
  const { data } = await refereeApi.get<MediaSettingsDto>('/quizzes/media_settings/');
  return data;
}

export async function updateMediaSettings(input: MediaSettingsInput): Promise<MediaSettingsDto> {
  const { data } = await refereeApi.put<MediaSettingsDto>('/quizzes/media_settings/', input);
  return data;
}

export const mediaSettingsQueryOptions = () => queryOptions({ queryKey: ['quiz-media', 'settings'] as const, queryFn: getMediaSettings });

/** The league's size limit per picture or clip (quiz managers only); `enabled: false` waits. */
export function useMediaSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...mediaSettingsQueryOptions(), enabled });
}

export function useUpdateMediaSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMediaSettings,
    onSuccess: (data) => queryClient.setQueryData(mediaSettingsQueryOptions().queryKey, data),
  });
}
