/*
 * How the readers of question files name a picture, sound or clip met in HTML: one owner for
 * the words and labels, shared by the question text (kept in the media store), answers and
 * feedback (described in the text) and the plain-text conversion.
 */
export const pluginFile = '@@PLUGINFILE@@/';
const words: Record<string, MediaWord> = { img: 'picture', audio: 'sound', video: 'clip', source: 'clip', iframe: 'embedded page', embed: 'embedded page' };
export type MediaWord = 'picture' | 'sound' | 'clip' | 'embedded page';
type Attributes = Record<string, string | undefined>;

const describedAs = (attributes: Attributes): string => (attributes.alt ?? attributes.title ?? '').trim();
export const isWebAddress = (src: string) => /^https?:\/\//i.test(src);

/** The file name behind Moodle's `@@PLUGINFILE@@/name` reference (URL-encoded in the text). */
export function pluginFileName(src: string): string {
  const raw = src.slice(pluginFile.length);
  try {
    return decodeURIComponent(raw).replace(/^\/+/, '');
  } catch {
    return raw;
  }
}

/**
 * Follows the tags of one text: answers what a tag with a `src` shows and its description (a
 * `<source>` takes its `<audio>` or `<video>`'s word and description), or undefined for every other tag.
 */
export function trackMediaTags() {
  let parent: { what: MediaWord; alt: string } | undefined;
  return {
    open(name: string, attributes: Attributes): { what: MediaWord; src: string; alt: string } | undefined {
      if (name === 'audio' || name === 'video') parent = { what: words[name]!, alt: describedAs(attributes) };
      const what = name === 'source' ? (parent?.what ?? 'clip') : words[name];
      const alt = describedAs(attributes) || (name === 'source' ? (parent?.alt ?? '') : '');
      return what && attributes.src ? { what, src: attributes.src, alt } : undefined;
    },
    close(name: string) {
      if (name === 'audio' || name === 'video') parent = undefined;
    },
  };
}

/** The name a report gives a file: its file name, its address, or for one written into the text its description. */
export function mediaName(src: string, alt: string): string {
  if (src.startsWith(pluginFile)) return pluginFileName(src);
  if (isWebAddress(src)) return src;
  return alt || 'written into the text';
}

/** What stands in the text where a file could not be kept: "[picture: its description]" (or its file name, or address). */
export function mediaPlaceholder(what: MediaWord, src: string, alt: string): string {
  const label = alt || (src.startsWith(pluginFile) ? pluginFileName(src) : isWebAddress(src) ? src : '');
  return label ? `[${what}: ${label}]` : `[${what}]`;
}

