import { pluginFile } from './media-tags.js';

/**
 * Moodle 1.9 kept a question's picture beside its text (`<image>` with `<image_base64>`). Moodle's
 * own reader turns it into a picture after the text; so do we, so it goes to the media store like
 * any other file, or is named in the import report when the file carries only its name.
 * Answers the picture to read with the text ('' when there is none) and adds its bytes to `files`.
 */
export function oldImageTag(name: string, base64: string, files: Map<string, string>): string {
  const file = name.trim();
  if (!file) return '';
  const bytes = base64.replace(/\s+/g, '');
  if (bytes) files.set(file, bytes);
  return `<img src="${pluginFile}${encodeURIComponent(file)}" alt="">`;
}
