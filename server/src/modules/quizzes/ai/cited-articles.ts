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
