import { Parser } from 'htmlparser2';
import { detectMediaType, extensionOf } from '../media/detect-media-type.js';
import { readDataUri } from './data-uri.js';
import { isWebAddress, pluginFile, pluginFileName, trackMediaTags, type MediaWord } from './media-tags.js';

/** A file a question text carries (Moodle XML `<file>`, or a `data:` address in the HTML), kept for the media store. */
export interface InterchangeMedia {
  name: string;
  /** The bytes, decoded. */
  data: Uint8Array;
  alt: string;
  kind: 'image' | 'audio' | 'video';
  mime: string;
}

/** What the question text's pictures, sounds and clips became (decisions 0080, 0087). */
export interface ReadMedia {
  /** The HTML with kept files taken out and pictures on other sites written as links, ready for toPlainText. */
  html: string;
  media: InterchangeMedia[];
  /** One sentence per thing not kept as it was, for the import report. */
  notes: string[];
}

/** Why a `@@PLUGINFILE@@` reference found no file: the format's own words (a GIFT file never carries files). */
export type MissingFileReason = string;
export const missingInXml: MissingFileReason = 'the file does not carry it';
export const missingInGift: MissingFileReason = 'a GIFT file cannot carry files (the Moodle XML export of the same questions carries them)';

type XmlNode = Record<string, unknown>;
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const attr = (node: XmlNode, name: string) => (typeof node[`@_${name}`] === 'string' ? (node[`@_${name}`] as string) : '');
const allowed = 'only PNG, JPEG, GIF and WebP pictures, MP3 and OGG sounds and MP4 and WebM clips can be kept.';

/** The `<file>` elements of a Moodle text element, by their path below the text ("red.png", "pics/red.png"), base64. */
export function embeddedFiles(textNode: unknown): Map<string, string> {
  const files = new Map<string, string>();
  const node = textNode !== null && typeof textNode === 'object' ? (textNode as XmlNode) : {};
  for (const file of asList(node.file)) {
    const f = file !== null && typeof file === 'object' ? (file as XmlNode) : { '#text': file };
    const name = attr(f, 'name');
    // Moodle's `path="/pics/"` is the folder `@@PLUGINFILE@@/pics/red.png` names.
    const folder = attr(f, 'path').replace(/^\/+|\/+$/g, '');
    if (name && attr(f, 'encoding') === 'base64' && typeof f['#text'] === 'string') files.set(folder ? `${folder}/${name}` : name, f['#text']);
  }
  return files;
}

interface Edit {
  from: number;
  to: number;
  text: string;
}

/**
 * Reads the pictures, sounds and clips of a question text. Files the text embeds (Moodle's
 * `@@PLUGINFILE@@/name` with its `<file>`, or a `data:` address) become media when their type is
 * allowed; those on other sites stay as links in the text ("Picture: https://…"); every other
 * case (a missing file, a type not allowed) is a note naming it. Nothing disappears without a word.
 */
export function readQuestionMedia(html: string, files: Map<string, string>, missing: MissingFileReason = missingInXml): ReadMedia {
  const media: InterchangeMedia[] = [];
  const notes: string[] = [];
  const edits: Edit[] = [];
  const used = new Set<string>();
  // Moodle's own example: "<a href=@@PLUGINFILE@@/bonjour.mp3>Listen to this greeting:</a>".
  const linked = new Set<string>();
  const tags = trackMediaTags();
  let seen = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'a' && attributes.href?.startsWith(pluginFile)) linked.add(pluginFileName(attributes.href));
        const shown = tags.open(name, attributes);
        if (!shown) return;
        seen += 1;
        const at = { from: parser.startIndex, to: parser.endIndex + 1 };
        const { what, src } = shown;
        const alt = shown.alt.slice(0, 500);
        if (src.startsWith(pluginFile)) {
          const file = pluginFileName(src);
          edits.push({ ...at, text: '' });
          if (used.has(file)) return;
          used.add(file);
          const base64 = files.get(file);
          if (base64 === undefined) notes.push(`Its ${what} "${file}" could not be kept: ${missing}.`);
          else keep(media, notes, { name: file, data: Buffer.from(base64.replace(/\s+/g, ''), 'base64'), alt }, `file "${file}"`, false);
        } else if (src.toLowerCase().startsWith('data:')) {
          edits.push({ ...at, text: '' });
          const data = readDataUri(src);
          const named = `${what} written into the text as data${data?.declaredType ? ` (${data.declaredType})` : ''}`;
          if (!data) notes.push(`Its ${named} was dropped: it could not be decoded.`);
          else keep(media, notes, { name: `${fileWord(what)}-${seen}`, data: data.bytes, alt }, named, true);
        } else if (isWebAddress(src)) {
          edits.push({ ...at, text: ` ${what[0]!.toUpperCase()}${what.slice(1)}: ${src} ` });
          notes.push(`Its ${what} at ${src} is on another site: it was kept as a link in the question text, not stored here.`);
        } else {
          edits.push({ ...at, text: '' });
          notes.push(`Its ${what} "${src.slice(0, 80)}" was dropped: it is neither in the file nor a web address.`);
        }
      },
      onclosetag: (name) => tags.close(name),
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  for (const [name, base64] of files) {
    if (used.has(name)) continue;
    const data = Buffer.from(base64.replace(/\s+/g, ''), 'base64');
    if (linked.has(name)) keep(media, notes, { name, data, alt: '' }, `file "${name}" (linked from its text)`, false);
    else notes.push(`The file "${name}" it carries is not shown in its text, so it was not kept.`);
  }
  return { html: applyEdits(html, edits), media, notes };
}

const fileWord = (what: MediaWord) => (what === 'embedded page' ? 'file' : what);

/** Keeps the bytes when their type is allowed (read from the bytes, as for an upload); a data file is named with its extension. */
function keep(media: InterchangeMedia[], notes: string[], file: { name: string; data: Uint8Array; alt: string }, named: string, addExtension: boolean) {
  const type = detectMediaType(file.data);
  if (!type) {
    notes.push(`Its ${named} was dropped: ${allowed}`);
    return;
  }
  const name = addExtension ? `${file.name}.${extensionOf(type.mime)}` : file.name;
  media.push({ ...file, name, ...type });
}

function applyEdits(html: string, edits: Edit[]): string {
  let out = '';
  let at = 0;
  for (const edit of [...edits].sort((a, b) => a.from - b.from)) {
    if (edit.from < at) continue;
    out += html.slice(at, edit.from) + edit.text;
    at = edit.to;
  }
  return out + html.slice(at);
}
