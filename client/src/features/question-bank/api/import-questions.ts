import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { bankKeys } from '@/api/question-bank/list-bank-questions';
import type { ImportQuestionsResultDto } from '@/api/question-bank/bank-types';

export interface ImportQuestionsInput {
  file: File;
  category: string;
  edition: string;
  /** Read the file and say what an import would do, writing nothing. */
  preview?: boolean;
  /** Where each of the file's categories goes, as chosen in the preview. */
  categoryMap?: Record<string, string>;
}

export async function importQuestions({ file, category, edition, preview, categoryMap }: ImportQuestionsInput): Promise<ImportQuestionsResultDto> {
  const form = new FormData();
  form.append('file', file, file.name);
  // Blank fields are left out: the file's own categories then stand.
  if (category.trim()) form.append('category', category.trim());
  if (edition.trim()) form.append('edition', edition.trim());
  if (preview) form.append('preview', 'true');
  if (categoryMap && Object.keys(categoryMap).length) form.append('category_map', JSON.stringify(categoryMap));
  // The instance's JSON default would make axios turn the form into JSON; the browser adds the boundary.
  const { data } = await refereeApi.post<ImportQuestionsResultDto>('/quizzes/import/', form, { headers: { 'Content-Type': 'multipart/form-data' } });
  return data;
}

export function useImportQuestions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importQuestions, onSuccess: () => invalidateQueries(queryClient, [bankKeys.all]) });
}

/** The same call with preview=true: nothing is written, so nothing is refetched. */
export function usePreviewImport() {
  return useMutation({ mutationFn: (input: Omit<ImportQuestionsInput, 'preview' | 'categoryMap'>) => importQuestions({ ...input, preview: true }) });
}
