import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Signed links (decision 0080): `<img>`, `<audio>` and `<video>` cannot send the Token header,
// so a question response carries each file's URL with an expiry and an HMAC of the file id and
// that expiry, keyed by a random secret stored with the file. Whoever may read the question
// gets a link; the link alone opens the file until it expires.

/** How long a link opens its file: long enough for a quiz with extra time, a phone left open. */
export const linkLifetimeHours = 6;
const hourMs = 60 * 60 * 1000;

export function generateMediaKey(): string {
  return randomBytes(32).toString('hex');
}

function signature(key: string, mediaId: number, expires: number): string {
  return createHmac('sha256', key).update(`${mediaId}.${expires}`).digest('base64url');
}

/**
 * The link for a file, expiring 6 to 7 hours from now: the expiry is rounded up to the hour, so
 * every response within the hour gives the same URL and the browser's cache keeps working.
 */
export function signMediaUrl(media: { id: number; urlKey: string }, now: Date): string {
  const expires = Math.ceil((now.getTime() + linkLifetimeHours * hourMs) / hourMs) * (hourMs / 1000);
  return `/api/quizzes/media/${media.id}/?e=${expires}&t=${signature(media.urlKey, media.id, expires)}`;
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

export function checkMediaLink(media: { id: number; urlKey: string }, query: { e?: unknown; t?: unknown }, now: Date): LinkCheck {
  const { e, t } = query;
  if (typeof e !== 'string' || typeof t !== 'string' || !/^\d{1,12}$/.test(e)) return 'invalid';
  const expected = Buffer.from(signature(media.urlKey, media.id, Number(e)));
  const given = Buffer.from(t);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(e) * 1000 < now.getTime() ? 'expired' : 'valid';
}
