import { Parser } from 'htmlparser2';
import { detectMediaType } from '../media/detect-media-type.js';

/** A file a Moodle XML question carries in its text (`<file encoding="base64">`), kept for the media store. */
export interface InterchangeMedia {
  name: string;
  /** The bytes, decoded. */
  data: Uint8Array;
  alt: string;
  kind: 'image' | 'audio' | 'video';
  mime: string;
}

/** What the question text's pictures, sounds, clips and links became (decision 0080). */
export interface ReadMedia {
  /** The HTML with kept files taken out, outside links written as text, ready for toPlainText. */
  html: string;
  media: InterchangeMedia[];
  /** One sentence per thing not kept as it was, for the import report. */
  notes: string[];
}

type XmlNode = Record<string, unknown>;
const pluginFile = '@@PLUGINFILE@@/';
const words = { img: 'picture', audio: 'sound', video: 'clip', source: 'clip' } as const;
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const attr = (node: XmlNode, name: string) => (typeof node[`@_${name}`] === 'string' ? (node[`@_${name}`] as string) : '');
const fileName = (src: string) => {
  try {
    return decodeURIComponent(src.slice(pluginFile.length)).replace(/^\/+/, '');
  } catch {
    return src.slice(pluginFile.length);
  }
};

/** The `<file>` elements of a Moodle text element, by name. */
function embeddedFiles(textNode: unknown): Map<string, string> {
  const files = new Map<string, string>();
  const node = textNode !== null && typeof textNode === 'object' ? (textNode as XmlNode) : {};
  for (const file of asList(node.file)) {
    const f = file !== null && typeof file === 'object' ? (file as XmlNode) : { '#text': file };
    const name = attr(f, 'name');
    if (name && attr(f, 'encoding') === 'base64' && typeof f['#text'] === 'string') files.set(name, f['#text']);
  }
  return files;
}

interface Edit {
  from: number;
  to: number;
  text: string;
}

/**
 * Reads the pictures, sounds, clips and links of a question text. Files the text embeds
 * (`@@PLUGINFILE@@/name`) become media when their type is allowed; pictures or clips on other
 * sites stay as links in the text ("Picture: https://…"), links as "text (https://…)"; every
 * other case (a missing file, a type not allowed) is a note. Nothing disappears without a word.
 */
export function readQuestionMedia(html: string, textNode: unknown): ReadMedia {
  const files = embeddedFiles(textNode);
  const media: InterchangeMedia[] = [];
  const notes: string[] = [];
  const edits: Edit[] = [];
  const used = new Set<string>();
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const at = { from: parser.startIndex, to: parser.endIndex + 1 };
        if (name === 'a' && /^https?:\/\//i.test(attributes.href ?? '')) {
          edits.push({ from: at.from, to: at.to, text: '' }, { from: -1, to: -1, text: ` (${attributes.href})` });
          return;
        }
        if (!(name in words) || !attributes.src) return;
        const what = words[name as keyof typeof words];
        const src = attributes.src;
        if (src.startsWith(pluginFile)) {
          const file = fileName(src);
          edits.push({ ...at, text: '' });
          if (used.has(file)) return;
          used.add(file);
          const kept = keepFile(file, files.get(file), attributes.alt ?? attributes.title ?? '', what);
          if ('note' in kept) notes.push(kept.note);
          else media.push(kept);
        } else if (/^https?:\/\//i.test(src)) {
          const label = what[0]!.toUpperCase() + what.slice(1);
          edits.push({ ...at, text: ` ${label}: ${src} ` });
          notes.push(`Its ${what} at ${src} is on another site: it was kept as a link in the question text, not stored here.`);
        } else {
          edits.push({ ...at, text: '' });
          notes.push(`Its ${what} "${src.slice(0, 80)}" was dropped: it is neither in the file nor a web address.`);
        }
      },
      onclosetag(name) {
        // The link's address goes after its words: the placeholder edit gets its position here.
        if (name !== 'a') return;
        const open = edits.findLast((e) => e.from === -1);
        if (open) Object.assign(open, { from: parser.startIndex, to: parser.startIndex });
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  for (const [name] of files) {
    if (!used.has(name)) notes.push(`The file "${name}" it carries is not shown in its text, so it was not kept.`);
  }
  return { html: applyEdits(html, edits.filter((e) => e.from >= 0)), media, notes };
}

function keepFile(name: string, base64: string | undefined, alt: string, what: string): InterchangeMedia | { note: string } {
  if (base64 === undefined) return { note: `Its ${what} "${name}" was dropped: the file does not carry it.` };
  const data = Buffer.from(base64.replace(/\s+/g, ''), 'base64');
  const type = detectMediaType(data);
  if (!type) {
    return { note: `Its file "${name}" was dropped: only PNG, JPEG, GIF and WebP pictures, MP3 and OGG sounds and MP4 and WebM clips can be kept.` };
  }
  return { name, data, alt: alt.trim().slice(0, 500), ...type };
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

/** Pictures, sounds and clips in an answer or feedback: those cannot be kept (a note names how many). */
export function countDroppedMedia(html: string): number {
  let count = 0;
  const parser = new Parser({ onopentag: (name, attributes) => void (name in words && attributes.src ? (count += 1) : 0) }, { lowerCaseTags: true });
  parser.write(html);
  parser.end();
  return count;
}
