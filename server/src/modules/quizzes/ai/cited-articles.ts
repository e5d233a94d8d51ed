/**
 * Article numbers in rule references and in rule text (decision 0024). A reference cites
 * numbers written after "Art.", "Article", "Rule" or "§" ("FIBA OBR Art. 29.1" cites 29.1); a
 * source contains those numbers too, and the dotted numbers that start a line ("29.1.2 The
 * shot clock…"), which is how rulebooks head their sections.
 */
const prefixed = /(?:\bart(?:icle)?s?\.?|\brule|§)\s*(\d{1,3}(?:\.\d{1,3})*)/gi;
const lineHeading = /^\s*(\d{1,3}(?:\.\d{1,3})+)\b/gm;

export function citedArticles(reference: string): string[] {
  return [...new Set([...reference.matchAll(prefixed)].map((m) => m[1]!))];
}

export function sourceArticles(source: string): Set<string> {
  const found = [...source.matchAll(prefixed), ...source.matchAll(lineHeading)].map((m) => m[1]!);
  return new Set(found);
}

/** 29.1 is in a source holding Art. 29 (the whole article) or 29.1.3 (part of it). */
export function isArticleInSource(article: string, articles: Set<string>): boolean {
  for (const present of articles) {
    if (present === article || article.startsWith(`${present}.`) || present.startsWith(`${article}.`)) return true;
  }
  return false;
}

const bareNumber = /^\s*(\d{1,3}(?:\.\d{1,3})*)(?![\d.]*\d)/;

/**
 * The articles a question's rule reference cites, for grouping statistics (decision 0083):
 * "Art. 25.2", "article 25.2" and a bare "25.2" all give 25.2; a trailing dot is dropped.
 */
export function referenceArticles(reference: string): string[] {
  const cited = citedArticles(reference);
  if (cited.length) return cited;
  const bare = bareNumber.exec(reference)?.[1];
  return bare ? [bare] : [];
}

/** "25" for "25.2.1", "25.2" or "25". */
export const topLevelArticle = (article: string) => article.split('.')[0]!;
