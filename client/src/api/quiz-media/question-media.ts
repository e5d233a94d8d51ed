import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadedMediaDto } from '@league/contract';
import { refereeApi } from '@/lib/referee-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { bankKeys } from '@/api/question-bank/list-bank-questions';
import { refereeAdminKeys } from '@/api/quizzes/list-admin-quizzes';

export interface UploadMediaVariables {
  questionId: number;
  file: File;
  altText: string;
  /** 0 to 100, as the browser sends the file. */
  onProgress?: (percent: number) => void;
}

export async function uploadQuestionMedia({ questionId, file, altText, onProgress }: UploadMediaVariables): Promise<UploadedMediaDto> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('alt_text', altText.trim());
  // The instance's JSON default would make axios turn the form into JSON; the browser adds the boundary.
  const { data } = await refereeApi.post<UploadedMediaDto>(`/quizzes/questions/${questionId}/media/`, form, {
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return data;
}

export async function deleteQuestionMedia(mediaId: number): Promise<void> {
  await refereeApi.delete(`/quizzes/media/${mediaId}/`);
}

// A question's media shows in its quiz (and the quiz list) and in the bank: both are refreshed.
const questionViews = [refereeAdminKeys.quizzes(), bankKeys.all];

export function useUploadQuestionMedia() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadQuestionMedia, onSuccess: () => invalidateQueries(queryClient, questionViews) });
}

export function useDeleteQuestionMedia() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteQuestionMedia, onSuccess: () => invalidateQueries(queryClient, questionViews) });
}
