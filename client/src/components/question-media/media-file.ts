import { allowedMediaTypes, mediaKinds, type MediaKind } from '@league/contract';
import { joinWords } from '@/lib/format';

/** The file chooser's accept list: exactly the types the server keeps. */
export const mediaAccept = mediaKinds.flatMap((kind) => allowedMediaTypes[kind]).join(',');

/** What a chosen file is, from its declared type; null when the server would refuse it. */
export function kindOfFile(file: File): MediaKind | null {
  return mediaKinds.find((kind) => allowedMediaTypes[kind].includes(file.type)) ?? null;
}

/** The text alternative's label, by what the file shows. */
export const describeLabels: Record<MediaKind, string> = {
  video: 'Describe what happens in the clip for referees who cannot see it',
  image: 'Describe the picture for referees who cannot see it',
  audio: 'Write what is said or heard, for referees who cannot hear it',
};

export const kindNames: Record<MediaKind, string> = { video: 'clip', image: 'picture', audio: 'sound' };

const megabyte = 1024 * 1024;

/** "3.4 MB", "120 KB": a file's size in words an admin reads. */
export function formatFileSize(bytes: number): string {
  return bytes >= megabyte ? `${(bytes / megabyte).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Why a file cannot go up, before it is sent (the server checks again): saves a long upload
 * that would be refused. null when it may go.
 */
export function fileProblem(file: File, maxMb: number | undefined): string | null {
  if (!kindOfFile(file)) return `${file.name} is not a picture (PNG, JPEG, GIF, WebP), a clip (MP4, WebM) or a sound (MP3, Ogg).`;
  if (maxMb !== undefined && file.size > maxMb * megabyte) {
    return `${file.name} is ${formatFileSize(file.size)}; pictures and clips can be at most ${maxMb} MB each.`;
  }
  return null;
}

/** " · With a clip" for a question's one-line summary; '' without media. */
export function mediaSummary(media: readonly { kind: MediaKind }[] | undefined): string {
  if (!media?.length) return '';
  const names = [...new Set(media.map((m) => kindNames[m.kind]))];
  return ` · With ${media.length === 1 ? `a ${names[0]}` : joinWords(names.map((n) => `${n}s`))}`;
}
