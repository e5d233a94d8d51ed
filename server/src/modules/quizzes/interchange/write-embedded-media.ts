import { escapeHtml } from '../../../lib/escape-html.js';
import type { InterchangeQuestion } from './question-model.js';

/**
 * A question text with its pictures, sounds and clips, as Moodle writes one (decision 0080): the
 * text as HTML with `@@PLUGINFILE@@/name` references, each file as a base64 `<file>` element.
 * `escapeXml` is the writer's own, so both sides escape alike.
 */
export function writeMediaQuestionText(q: InterchangeQuestion, indent: string, escapeXml: (text: string) => string): string {
  const media = q.media ?? [];
  const names = uniqueNames(media.map((m) => m.name));
  const paragraphs = q.question_text.split('\n').map(escapeHtml).join('<br>');
  const tags = media.map((m, i) => {
    const src = `@@PLUGINFILE@@/${encodeURIComponent(names[i]!)}`;
    if (m.kind === 'image') return `<p><img src="${src}" alt="${escapeHtml(m.alt)}"></p>`;
    const tag = m.kind === 'audio' ? 'audio' : 'video';
    return `<p><${tag} controls="true" title="${escapeHtml(m.alt)}"><source src="${src}" type="${m.mime}"></${tag}></p>`;
  });
  const files = media.map((m, i) => `${indent}  <file name="${escapeXml(names[i]!)}" path="/" encoding="base64">${Buffer.from(m.data).toString('base64')}</file>`);
  return [`${indent}<questiontext format="html">`, `${indent}  <text>${escapeXml(`<p>${paragraphs}</p>${tags.join('')}`)}</text>`, ...files, `${indent}</questiontext>`].join('\n');
}

/** Moodle keys a question's files by name: two files of one name get "-2", "-3"… before the extension. */
function uniqueNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    let candidate = name.replace(/[/\\]/g, '_') || 'file';
    for (let n = 2; seen.has(candidate); n++) candidate = name.replace(/(\.[^.]*)?$/, `-${n}$1`);
    seen.add(candidate);
    return candidate;
  });
}
