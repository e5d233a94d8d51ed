import type { MediaKind } from './media.schemas.js';

/**
 * A picture, sound or clip on a question, as questions carry it (`media` on question DTOs).
 * `url` is a signed link that works without the Token header (a `<video src>` cannot send it)
 * and expires after a few hours: read it from a fresh question response, never store it.
 * The file streams with HTTP range requests (seek and replay).
 */
export interface QuestionMediaDto {
  id: number;
  kind: MediaKind;
  mime: string;
  /** The text alternative for screen readers ('' only for sounds without one). */
  alt_text: string;
  url: string;
}

/** POST quizzes/questions/{id}/media/ → 201. */
export interface UploadedMediaDto extends QuestionMediaDto {
  /** Bytes. */
  size: number;
}

/** GET/PUT quizzes/media_settings/: the league's size limit per file, in megabytes (default 50). */
export interface MediaSettingsDto {
  max_media_mb: number;
}
