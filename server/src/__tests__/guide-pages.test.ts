import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsDir, exists, readRepoFile } from '../testing/markdown-docs.js';
import { repoRoot } from '../lib/db/paths.js';

// The guide's pictures come from the end-to-end run (`npm run guide:images` in client/), so a
// page may only show a picture that is committed and that some spec still takes: a renamed or
// dropped screenshot fails here, in seconds, not when a volunteer sees a broken image.
const guideDir = path.join(docsDir, 'guide');
const imagesDir = path.join(guideDir, 'images');
const rolePages = ['league-admin.md', 'evaluation-volunteer.md', 'coach.md', 'referee.md', 'referee-admin.md'];
const guidePages = readdirSync(guideDir).filter((file) => file.endsWith('.md'));
const specsDir = path.join(repoRoot, 'client', 'e2e', 'specs');

/** Each picture a page shows: `![alt](images/<name>.jpg)`. */
const picturesOf = (page: string) =>
  [...readRepoFile(`docs/guide/${page}`).matchAll(/!\[([^\]]*)\]\(images\/([^)]+)\)/g)].map((m) => ({ page, alt: m[1]!, file: m[2]! }));
const pictures = guidePages.flatMap(picturesOf);

/** The names the specs' `saveScreenshot(page, '<name>')` calls write. */
const screenshotNames = new Set(
  readdirSync(specsDir).flatMap((spec) => [...readRepoFile(`client/e2e/specs/${spec}`).matchAll(/saveScreenshot\(\s*[^,]+,\s*'([a-z0-9-]+)'/g)].map((m) => m[1]!)),
);

describe('the guide with pictures (docs/guide)', () => {
  it('has a page for each role, each listed in the guide index with its pictures', () => {
    const index = readRepoFile('docs/guide/README.md');
    expect(rolePages.filter((page) => !guidePages.includes(page))).toEqual([]);
    expect(rolePages.filter((page) => !index.includes(`](${page})`))).toEqual([]);
    expect(rolePages.filter((page) => picturesOf(page).length === 0)).toEqual([]);
  });

  it('shows only pictures that are committed in docs/guide/images', () => {
    const missing = pictures.filter((p) => !exists(path.join(imagesDir, p.file))).map((p) => `${p.page}: images/${p.file}`);
    expect(missing).toEqual([]);
  });

  it('shows only pictures an end-to-end spec takes, as JPEGs, each described for a reader who cannot see it', () => {
    const untaken = pictures.filter((p) => !p.file.endsWith('.jpg') || !screenshotNames.has(p.file.slice(0, -'.jpg'.length)));
    expect(untaken.map((p) => `${p.page}: images/${p.file} is taken by no saveScreenshot call in client/e2e/specs`)).toEqual([]);
    expect(pictures.filter((p) => p.alt.trim().split(/\s+/).length < 4).map((p) => `${p.page}: images/${p.file}`)).toEqual([]);
  });

  it('keeps no picture that no page shows, and none over 150 KB', () => {
    const shown = new Set(pictures.map((p) => p.file));
    const images = readdirSync(imagesDir);
    expect(images.filter((file) => !shown.has(file))).toEqual([]);
    expect(images.filter((file) => statSync(path.join(imagesDir, file)).size > 150 * 1024)).toEqual([]);
  });
});
