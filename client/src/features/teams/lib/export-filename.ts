import { filenameFromDisposition as readFilename } from '@/lib/download-file';

export { saveBlob } from '@/lib/download-file';

const fallbackFilename = 'teams_export.csv';

/** The attachment's name, else the spec's default. */
export function filenameFromDisposition(header: unknown): string {
  return readFilename(header, fallbackFilename);
}
