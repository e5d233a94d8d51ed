import { Parser } from 'htmlparser2';
import { mediaName, mediaPlaceholder, trackMediaTags } from './media-tags.js';

/**
 * One sentence per picture, sound or clip in an answer or feedback (decision 0087): only a
 * question's text carries media here, so each is named with where it was and what the text
 * shows in its place (the plain-text conversion writes that "[picture: …]").
 */
export function describeDroppedMedia(html: string, place: string): string[] {
  const notes: string[] = [];
  const tags = trackMediaTags();
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const shown = tags.open(name, attributes);
        if (!shown) return;
        const placeholder = mediaPlaceholder(shown.what, shown.src, shown.alt);
        notes.push(
          `The ${shown.what} "${mediaName(shown.src, shown.alt)}" in ${place} could not be kept: only the question text can carry ` +
            `pictures, sounds and clips here, so the text there shows "${placeholder}" instead.`,
        );
      },
      onclosetag: (name) => tags.close(name),
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return notes;
}
