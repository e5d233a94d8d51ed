import { describe, expect, it } from 'vitest';
import { referenceArticles, topLevelArticle } from '../ai/cited-articles.js';

describe('rule articles of a reference (statistics per article)', () => {
  it.each([
    ['Art. 25.2', ['25.2']],
    ['article 25.2', ['25.2']],
    ['ARTICLE 25.2', ['25.2']],
    ['25.2', ['25.2']],
    ['Art.25', ['25']],
    ['Article 25.', ['25']],
    ['FIBA OBR Art. 25.2.1', ['25.2.1']],
    ['Art. 29.1 and Art. 50', ['29.1', '50']],
    ['25.2.1 travel on the pivot', ['25.2.1']],
  ])('reads %j as %j', (reference, articles) => {
    expect(referenceArticles(reference)).toEqual(articles);
  });

  it.each(['', 'Interpretation 3', '2024 edition', 'Official interpretations'])('finds no article in %j', (reference) => {
    expect(referenceArticles(reference)).toEqual([]);
  });

  it('names the top-level article', () => {
    expect(['25.2.1', '25.2', '25'].map(topLevelArticle)).toEqual(['25', '25', '25']);
  });
});
