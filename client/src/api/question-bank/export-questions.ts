import axios from 'axios';
import { useMutation } from '@tanstack/react-query';
import { refereeApi } from '@/lib/referee-api';
import { filenameFromDisposition, saveBlob } from '@/lib/download-file';

export const exportFormats = ['gift', 'moodle_xml'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const exportFormatLabels: Record<ExportFormat, string> = { gift: 'GIFT', moodle_xml: 'Moodle XML' };

/** What to export: one quiz's questions, or one bank category's. */
export type ExportSource = { quizId: number } | { category: string };

const extension: Record<ExportFormat, string> = { gift: 'gift', moodle_xml: 'xml' };

export async function exportQuestions(source: ExportSource, format: ExportFormat): Promise<void> {
  const [url, params] = 'quizId' in source
    ? [`/quizzes/${source.quizId}/export/`, { format }]
    : ['/quizzes/bank/export/', { format, category: source.category }];
  const response = await refereeApi.get<Blob>(url, { params, responseType: 'blob' }).catch(readBlobError);
  saveBlob(response.data, filenameFromDisposition(response.headers['content-disposition'], `questions.${extension[format]}`));
}

export function useExportQuestions(source: ExportSource) {
  return useMutation({ mutationFn: (format: ExportFormat) => exportQuestions(source, format) });
}

/** A refusal asked for as a file arrives as a Blob: read its JSON so the server's sentence can be shown. */
async function readBlobError(error: unknown): Promise<never> {
  if (axios.isAxiosError(error) && error.response?.data instanceof Blob) {
    try {
      error.response.data = JSON.parse(await error.response.data.text());
    } catch {
      // Not JSON: the status alone is all there is to say.
    }
  }
  throw error;
}
