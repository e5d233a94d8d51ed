import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * A module's or an optimizer's README map (its first fenced block) against the folder it
 * describes: the map is how a newcomer reads the folder, so it must name what is there.
 * Map lines: `folder/` at the left margin, then indented `file.ts` names under it. `skip` names
 * folders with a README of their own.
 */
export function readReadmeMap(root: string, { skip = [] as string[] } = {}) {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const first = readme.indexOf('```');
  const map = readme.slice(first, readme.indexOf('```', first + 3));

  const sourceFiles = (dir = '.'): string[] =>
    readdirSync(path.join(root, dir)).flatMap((name) => {
      const rel = path.posix.join(dir, name);
      if (statSync(path.join(root, rel)).isDirectory()) return name === '__tests__' || skip.includes(rel) ? [] : sourceFiles(rel);
      return name.endsWith('.ts') ? [rel.replace(/^\.\//, '')] : [];
    });

  /** The map's entries: `folder/` lines and `file.ts` names, with the folder each file sits under. */
  const mappedFiles = (): string[] => {
    let folder = '';
    return map.split('\n').flatMap((line) => {
      const folderLine = /^(\w[\w-]*)\/\s/.exec(line);
      if (folderLine) folder = folderLine[1]!;
      const file = /^\s*([\w-]+(?:[./][\w-]+)*\.ts)\s/.exec(line + ' ');
      if (!file) return [];
      return [/^\S/.test(line) ? file[1]! : `${folder}/${file[1]!}`];
    });
  };

  const missingFromDisk = () => mappedFiles().filter((file) => !statSync(path.join(root, file), { throwIfNoEntry: false }));
  return { map, sourceFiles, mappedFiles, missingFromDisk };
}
