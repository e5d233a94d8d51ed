import { describe, expect, it } from 'vitest';
import { citedArticles, isArticleInSource, sourceArticles } from '../cited-articles.js';
import { findNearDuplicate, toComparable } from '../text-similarity.js';

describe('article citations', () => {
  it('reads the numbers after Art., Article, Rule or §, never a year of the edition', () => {
    expect(citedArticles('FIBA 2024 OBR Art. 29.1, Article 30 and § 8')).toEqual(['29.1', '30', '8']);
    expect(citedArticles('FIBA 2024 rulebook')).toEqual([]);
  });

  it('finds a source’s articles in its prefixes and in the dotted headings that start its lines', () => {
    expect([...sourceArticles('Art. 29 Shot clock\n29.1 Definition\n  29.1.2 When…\n24 seconds is the limit.')].sort()).toEqual(['29', '29.1', '29.1.2']);
  });

  it('counts an article as present when the source holds it, a section of it, or the article it belongs to', () => {
    const articles = new Set(['29', '33.10']);
    expect(isArticleInSource('29.1', articles)).toBe(true);
    expect(isArticleInSource('33', articles)).toBe(true);
    expect(isArticleInSource('2', articles)).toBe(false);
    expect(isArticleInSource('33.1', articles)).toBe(false);
  });
});

describe('near-duplicate question texts (threshold 0.85)', () => {
  const bank = [toComparable(7, 'How many seconds does the shot clock give a team to attempt a shot?')];

  it('matches the same question with other punctuation, case or a reworded ending', () => {
    expect(findNearDuplicate('How many seconds does the SHOT-CLOCK give a team to attempt a shot ?', bank)?.similarity).toBe(1);
    expect(findNearDuplicate('How many seconds does the shot clock give a team to shoot?', bank)?.match.id).toBe(7);
  });

  it('does not match a different question that shares a few words', () => {
    expect(findNearDuplicate('How many seconds does a team have to bring the ball into its frontcourt?', bank)).toBeNull();
  });
});
