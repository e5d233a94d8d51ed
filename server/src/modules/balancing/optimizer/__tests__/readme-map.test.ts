import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 25: the README's map is how a newcomer reads the optimizer, so it must name what is there.
const root = fileURLToPath(new URL('..', import.meta.url));
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const map = readme.slice(readme.indexOf('```'), readme.indexOf('```', readme.indexOf('```') + 3));

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.posix.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) return name === '__tests__' ? [] : sourceFiles(rel);
    return name.endsWith('.ts') ? [rel] : [];
  });
}

/** The map's entries: `folder/` lines and `file.ts` names, with the folder each file sits under. */
function mappedFiles(): string[] {
  let folder = '';
  return map.split('\n').flatMap((line) => {
    const folderLine = /^(\w[\w-]*)\/\s/.exec(line);
    if (folderLine) folder = folderLine[1]!;
    const file = /^\s*([\w-]+\.ts)\s/.exec(line + ' ');
    if (!file) return [];
    return [/^\S/.test(line) ? file[1]! : `${folder}/${file[1]!}`];
  });
}

describe("the optimizer README's map", () => {
  it('names every source file under its folder (terms are named in their folder line)', () => {
    const mapped = new Set(mappedFiles());
    const terms = /terms\/\s+one file per term: ([^\n]+\n[^\n]+)/.exec(map)?.[1] ?? '';
    const missing = sourceFiles('.')
      .map((file) => file.replace(/^\.\//, ''))
      .filter((file) => (file.startsWith('score/terms/') ? !terms.includes(path.basename(file, '.ts').split('-')[0]!) : !mapped.has(file)));
    expect(missing).toEqual([]);
  });

  it('names no file that is not there', () => {
    const gone = mappedFiles().filter((file) => !statSync(path.join(root, file), { throwIfNoEntry: false }));
    expect(gone).toEqual([]);
  });
});
