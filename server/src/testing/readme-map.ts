import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// A module's README map (the first fenced block: `folder/` lines and `file.ts` names under them)
// against its folders: the optimizers' READMEs are how a newcomer reads them (issue 25).

/** The README's first fenced block. */
export function readMap(root: string): string {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  return readme.slice(readme.indexOf('```'), readme.indexOf('```', readme.indexOf('```') + 3));
}

/** Every .ts file under `dir` (relative to root), tests left out. */
export function sourceFiles(root: string, dir = '.'): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.posix.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) return name === '__tests__' ? [] : sourceFiles(root, rel);
    return name.endsWith('.ts') ? [rel.replace(/^\.\//, '')] : [];
  });
}

/** The map's entries: `folder/` lines and `file.ts` names, with the folder each file sits under. */
export function mappedFiles(map: string): string[] {
  let folder = '';
  return map.split('\n').flatMap((line) => {
    const folderLine = /^(\w[\w-]*)\/\s/.exec(line);
    if (folderLine) folder = folderLine[1]!;
    const file = /^\s*([\w-]+\.ts)\s/.exec(line + ' ');
    if (!file) return [];
    return [/^\S/.test(line) ? file[1]! : `${folder}/${file[1]!}`];
  });
}

/** Mapped files that are not there. */
export function goneFiles(root: string, map: string): string[] {
  return mappedFiles(map).filter((file) => !statSync(path.join(root, file), { throwIfNoEntry: false }));
}
