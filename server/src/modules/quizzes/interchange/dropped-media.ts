import { Parser } from 'htmlparser2';
import { mediaName, mediaPlaceholder, pluginFile, pluginFileName, trackMediaTags } from './media-tags.js';

const onlyQuestionText = 'only the question text can carry';

/**
 * One sentence per picture, sound, clip or file in an answer or feedback (decision 0087): only a
 * question's text carries media here, so each is named with where it was and what the text
 * shows in its place (the plain-text conversion writes that "[picture: …]", and keeps a link's
 * words). `carried`: the names of the files the place carries (Moodle XML `<file>`); one the
 * text neither shows nor links is named too, so no file is lost without a word.
 */
export function describeDroppedMedia(html: string, place: string, carried: Iterable<string> = []): string[] {
  const notes: string[] = [];
  const named = new Set<string>();
  const tags = trackMediaTags();
  let link: { file: string; words: string } | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'a' && attributes.href?.startsWith(pluginFile)) link = { file: pluginFileName(attributes.href), words: '' };
        const shown = tags.open(name, attributes);
        if (!shown) return;
        if (shown.src.startsWith(pluginFile)) named.add(pluginFileName(shown.src));
        const placeholder = mediaPlaceholder(shown.what, shown.src, shown.alt);
        notes.push(
          `The ${shown.what} "${mediaName(shown.src, shown.alt)}" in ${place} could not be kept: ${onlyQuestionText} ` +
            `pictures, sounds and clips here, so the text there shows "${placeholder}" instead.`,
        );
      },
      ontext(text) {
        if (link) link.words += text;
      },
      onclosetag(name) {
        tags.close(name);
        if (name !== 'a' || !link) return;
        notes.push(linkedFileNote(link.file, link.words.replace(/\s+/g, ' ').trim(), place));
        named.add(link.file);
        link = undefined;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  for (const file of carried) {
    if (!named.has(file)) notes.push(`The file "${file}" carried by ${place} is not shown there, so it was not kept.`);
  }
  return notes;
}

function linkedFileNote(file: string, words: string, place: string): string {
  const left = words ? `the text there shows the link's words ("${words}") without the file` : 'the link there was left out';
  return `The file "${file}" linked from ${place} could not be kept: ${onlyQuestionText} files here, so ${left}.`;
}
