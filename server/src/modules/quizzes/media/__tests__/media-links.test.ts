import { describe, expect, it } from 'vitest';
import { checkMediaLink, generateMediaKey, signMediaUrl } from '../media-links.js';

const media = { id: 7, urlKey: generateMediaKey() };
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('signed media links', () => {
  it('open their file until they expire, 6 to 7 hours after they were made', () => {
    const made = new Date('2026-11-26T10:20:00Z');
    const query = queryOf(signMediaUrl(media, made));

    expect(query.e).toBe(String(Date.parse('2026-11-26T17:00:00Z') / 1000));
    expect(checkMediaLink(media, query, new Date('2026-11-26T16:59:59Z'))).toBe('valid');
    expect(checkMediaLink(media, query, new Date('2026-11-26T17:00:01Z'))).toBe('expired');
  });

  it('are the same within the hour, so the browser cache keeps the file', () => {
    expect(signMediaUrl(media, new Date('2026-11-26T10:01:00Z'))).toBe(signMediaUrl(media, new Date('2026-11-26T10:59:00Z')));
  });

  it('do not open another file, nor with a moved expiry or another key', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    const query = queryOf(signMediaUrl(media, now));

    expect(checkMediaLink({ ...media, id: 8 }, query, now)).toBe('invalid');
    expect(checkMediaLink(media, { ...query, e: String(Number(query.e) + 3600) }, now)).toBe('invalid');
    expect(checkMediaLink({ ...media, urlKey: generateMediaKey() }, query, now)).toBe('invalid');
    expect(checkMediaLink(media, {}, now)).toBe('invalid');
  });
});
