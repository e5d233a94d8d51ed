import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { marked } from 'marked';
import { repoRoot } from '../db/paths.js';
import { escapeHtml } from '../escape-html.js';

// The guide is the repository's docs/guide/ itself, read at each request: the pages a league
// reads in the product are the ones the end-to-end run's pictures were checked against.
export const guideDir = path.join(repoRoot, 'docs', 'guide');

/** The guide's pages by name (`league-admin`; the README is the index, ``), or none when absent. */
export function listGuidePages(dir = guideDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => (file === 'README.md' ? '' : file.slice(0, -'.md'.length)));
}

// A page links its neighbours as `coach.md`, as GitHub reads them; served, they are `coach`.
const pageLink = /href="(?!https?:|\/|#)([a-z0-9-]+)\.md(#[^"]*)?"/g;

/** One guide page as a whole HTML document, or null when there is no such page. */
export function renderGuidePage(name: string, dir = guideDir): string | null {
  if (!listGuidePages(dir).includes(name)) return null;
  const markdown = readFileSync(path.join(dir, name === '' ? 'README.md' : `${name}.md`), 'utf8');
  const title = /^# (.+)$/m.exec(markdown)?.[1] ?? 'Guide';
  const body = (marked.parse(markdown, { async: false })).replace(pageLink, (_m, page: string, anchor?: string) => `href="${page === 'README' ? './' : page}${anchor ?? ''}"`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font: 17px/1.55 system-ui, sans-serif; max-width: 52rem; margin: 0 auto; padding: 1rem 1.25rem 3rem; color: #e8eaf0; background: #121417; }
a { color: #7cc4ff; } nav { display: flex; gap: 1.5rem; margin-bottom: 1rem; }
img { max-width: 100%; height: auto; border: 1px solid #3a3f47; border-radius: 6px; margin: 0.5rem 0 1rem; }
code { background: #23262b; padding: 0 0.25rem; border-radius: 3px; }
</style>
</head>
<body>
<nav aria-label="Guide"><a href="./">All guides</a><a href="/">Back to the app</a></nav>
<main>
${body}
</main>
</body>
</html>
`;
}
