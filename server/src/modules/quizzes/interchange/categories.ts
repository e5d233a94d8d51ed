/**
 * Moodle writes a category as a path from a context: `$course$/top/Fouls/Personal`, with a
 * '/' inside a name doubled ('//'). The bank keeps the part below "top": `Fouls/Personal`.
 */
const doubledSlash = '\u0000';

export function categoryFromMoodlePath(path: string): string {
  const segments = path
    .trim()
    .replaceAll('//', doubledSlash)
    .split('/')
    .map((s) => s.trim().replaceAll(doubledSlash, '//'))
    .filter((s) => s !== '');
  if (segments.length > 0 && /^\$[a-z0-9]+\$$/i.test(segments[0]!)) segments.shift();
  if (segments.length > 0 && segments[0]!.toLowerCase() === 'top') segments.shift();
  return segments.join('/');
}

export function categoryToMoodlePath(category: string): string {
  return category === '' ? '$course$/top' : `$course$/top/${category}`;
}

/** Categories in order of first appearance, without the empty "no category". */
export function listCategories(categories: string[]): string[] {
  return [...new Set(categories.filter((c) => c !== ''))];
}
