import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The guide's pages are the one list of the pictures they show: a screenshot the end-to-end
// run takes becomes a guide picture only when a page under docs/guide/ names it.
export const guideDir = fileURLToPath(new URL('../../../docs/guide/', import.meta.url));
export const guideImagesDir = fileURLToPath(new URL('../../../docs/guide/images/', import.meta.url));

const imageReference = /\]\(images\/([a-z0-9-]+)\.jpg\)/g;

/** The image names (without `.jpg`) the guide's pages show, read once per run. */
function readGuideImageNames(): Set<string> {
  const pages = readdirSync(guideDir).filter((file) => file.endsWith('.md'));
  return new Set(pages.flatMap((page) => [...readFileSync(guideDir + page, 'utf8').matchAll(imageReference)].map((m) => m[1]!)));
}

let names: Set<string> | undefined;
export function isGuideImage(name: string): boolean {
  names ??= readGuideImageNames();
  return names.has(name);
}
