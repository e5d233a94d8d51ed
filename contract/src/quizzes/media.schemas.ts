import { z } from 'zod';

/** What a question's picture, sound or clip is (issue 29, decision 0080). */
export const mediaKinds = ['image', 'audio', 'video'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/**
 * The file types a question may carry, by kind. SVG is not among them: it can hold scripts.
 * The server reads each file's first bytes; the declared type or file name alone is not trusted.
 */
export const allowedMediaTypes: Record<MediaKind, readonly string[]> = {
  image: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  audio: ['audio/mpeg', 'audio/ogg'],
  video: ['video/mp4', 'video/webm'],
};

/** The league's limit per file when the admin has not set one. */
export const defaultMaxMediaMb = 50;
/** The highest limit an admin may set (an upload is written to a temporary file, then stored in pieces: decision 0109). */
export const maxMediaMbLimit = 200;
export const maxMediaAltTextLength = 500;

/** PUT quizzes/media_settings/. */
export const mediaSettingsInputSchema = z.object({
  max_media_mb: z
    .number({ error: 'The size limit must be a whole number of megabytes.' })
    .int('The size limit must be a whole number of megabytes.')
    .min(1, 'The size limit must be at least 1 MB.')
    .max(maxMediaMbLimit, `The size limit can be at most ${maxMediaMbLimit} MB.`),
});
export type MediaSettingsInput = z.infer<typeof mediaSettingsInputSchema>;

/**
 * The text fields of POST quizzes/questions/{id}/media/ (multipart; the file arrives as `file`).
 * `alt_text` describes the picture or clip for screen-reader users: required for images and
 * clips (the server checks it once it knows the kind), optional for sounds.
 */
export const uploadMediaInputSchema = z.object({
  alt_text: z
    .string({ error: 'The description must be text.' })
    .trim()
    .max(maxMediaAltTextLength, `The description can be at most ${maxMediaAltTextLength} characters long.`)
    .default(''),
});
export type UploadMediaInput = z.infer<typeof uploadMediaInputSchema>;

/**
 * GET quizzes/{id}/export/ and quizzes/bank/export/ with format=gift: GIFT cannot carry files, so
 * the answer's `X-Export-Media-Dropped` header counts the questions whose media were left out
 * (0 when none) and the file opens with a comment naming them. Moodle XML carries them all.
 */
export const exportMediaDroppedHeader = 'X-Export-Media-Dropped';
