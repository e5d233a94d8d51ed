import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsDir, exists, markdownFiles, readRepoFile, relativeLinks } from '../testing/markdown-docs.js';
import { repoRoot } from '../lib/db/paths.js';

// The documentation stays findable and honest: every page is in an index, every link leads
// somewhere, pages for league volunteers carry no issue or decision numbers, and the
// dependencies page names every package we depend on.
const pages = markdownFiles(docsDir);
const readDoc = (page: string) => readRepoFile(`docs/${page}`);
const folderOf = (page: string) => path.posix.dirname(page);
const hasIndex = (folder: string) => pages.includes(folder === '.' ? 'README.md' : `${folder}/README.md`);

/** The index that must list a page: its folder's README (the parent's for a README), else the nearest one above. */
function indexFor(page: string): string {
  let folder = path.posix.basename(page) === 'README.md' ? folderOf(folderOf(page)) : folderOf(page);
  while (!hasIndex(folder)) folder = folderOf(folder);
  return folder === '.' ? 'README.md' : `${folder}/README.md`;
}

const linksFrom = (page: string) =>
  new Set(relativeLinks(readDoc(page)).map((target) => path.posix.normalize(path.posix.join(folderOf(page), target))));

describe('the documentation', () => {
  it('lists every page under docs/ in the index of its folder (docs/README.md at the top)', () => {
    const unlisted = pages
      .filter((page) => page !== 'README.md')
      .filter((page) => !linksFrom(indexFor(page)).has(page))
      .map((page) => `docs/${page} is not linked from docs/${indexFor(page)}`);
    expect(unlisted).toEqual([]);
  });

  it('links only to files that are there (README.md and every page under docs/)', () => {
    const sources = [{ file: 'README.md', dir: '' }, ...pages.map((page) => ({ file: `docs/${page}`, dir: `docs/${folderOf(page)}` }))];
    const broken = sources.flatMap(({ file, dir }) =>
      relativeLinks(readRepoFile(file))
        .filter((target) => !exists(path.join(repoRoot, dir, target)))
        .map((target) => `${file} links to ${target}, which is not there`),
    );
    expect(broken).toEqual([]);
  });

  it('names no issue and no decision number in the pages a league volunteer reads', () => {
    const forVolunteers = ['README.md', 'docs/product-overview.md', 'docs/known-limitations.md', ...pages.filter((p) => p.startsWith('guide/')).map((p) => `docs/${p}`)];
    const numbers = /\bissues? \d+|\bdecisions? \d{4}|\(#\d+\)|decisions\/\d{4}-/gi;
    const found = forVolunteers.flatMap((file) => [...readRepoFile(file).matchAll(numbers)].map((m) => `${file}: "${m[0]}"`));
    expect(found).toEqual([]);
  });

  it('says why each package of every package.json is there (docs/dependencies.md)', () => {
    const manifests = ['package.json', 'server/package.json', 'client/package.json', 'contract/package.json'];
    const page = readDoc('dependencies.md');
    const named = new Set([...page.matchAll(/`(@?[a-z0-9][\w./-]*)`/g)].map((m) => m[1]!));
    const missing = manifests.flatMap((manifest) => {
      const json = JSON.parse(readRepoFile(manifest)) as Record<string, Record<string, string> | undefined>;
      const packages = ['dependencies', 'devDependencies', 'optionalDependencies'].flatMap((kind) => Object.keys(json[kind] ?? {}));
      return packages.filter((name) => !named.has(name)).map((name) => `${name} (${manifest})`);
    });
    expect(missing).toEqual([]);
  });
});
