import type { ArticleStatisticDto } from '@league/contract';
import { noValue } from '@/lib/format';

export type ArticleSortKey = 'article' | 'questions' | 'answers' | 'facility' | 'discrimination';
export type SortDirection = 'asc' | 'desc';

const compareArticles = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** Sorted by one column; rows without a figure (too few answers) always go last. */
export function sortArticles(rows: ArticleStatisticDto[], key: ArticleSortKey, direction: SortDirection): ArticleStatisticDto[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (key === 'article') return sign * compareArticles(a.article, b.article);
    const x = a[key];
    const y = b[key];
    if (x === null || y === null) return x === y ? compareArticles(a.article, b.article) : x === null ? 1 : -1;
    return sign * (x - y) || compareArticles(a.article, b.article);
  });
}

/** "Art. 25.2", or "Art. 25 (whole article)" for a top-level row that pools its parts. */
export const articleLabel = (row: ArticleStatisticDto, whole: boolean) => (whole ? `Art. ${row.article} (whole article)` : `Art. ${row.article}`);

/** The share right as a percentage with what it means, or why there is none. */
export function describeFacility(row: { facility: number | null; answers: number }, minAnswers: number): string {
  if (row.facility === null) return row.answers ? `Too few answers to judge (needs ${minAnswers})` : noValue;
  return `${Math.round(row.facility * 100)}% right`;
}
