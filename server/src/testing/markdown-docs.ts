import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/db/paths.js';

// Reading the repository's Markdown for the tests that keep the docs honest: the docs index, the
// decision records and the README's configuration table.

export const docsDir = path.join(repoRoot, 'docs');

export function readRepoFile(relative: string): string {
  return readFileSync(path.join(repoRoot, relative), 'utf8');
}

/** Every `.md` file under `dir`, as paths relative to `dir` with forward slashes. */
export function markdownFiles(dir: string, sub = ''): string[] {
  return readdirSync(path.join(dir, sub)).flatMap((name) => {
    const rel = sub ? `${sub}/${name}` : name;
    if (statSync(path.join(dir, rel)).isDirectory()) return markdownFiles(dir, rel);
    return name.endsWith('.md') ? [rel] : [];
  });
}

/** The targets of a text's relative Markdown links (`[text](target)`), without `#anchors`; code and comments left out. */
export function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/<!--[\s\S]*?-->/g, '').replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!.split('#')[0]!)
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
}

export function exists(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false }) !== undefined;
}

/** The lines of the section under `heading` (a whole `#...` line), up to the next heading of its level or above. */
export function section(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) return [];
  const level = /^#+/.exec(heading)![0].length;
  const end = lines.findIndex((line, i) => i > start && new RegExp(`^#{1,${level}} `).test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}
