import { describe, expect, it } from 'vitest';
import { computeComposite, toDisplayRating, toStoredRating } from '../composite.js';

describe('rating scales', () => {
  it('shows a stored rating on 0-10 through its normalization factor, clamped', () => {
    expect(toDisplayRating(50, 100)).toBe(5);
    expect(toDisplayRating(7, 10)).toBe(7);
    expect(toDisplayRating(150, 100)).toBe(10);
    expect(toDisplayRating(-3, 10)).toBe(0);
  });

  it('stores a displayed rating back in the skill scale', () => {
    expect(toStoredRating(5, 100)).toBe(50);
    expect(toStoredRating(toDisplayRating(3.3, 5), 5)).toBeCloseTo(3.3);
  });
});

describe('computeComposite', () => {
  const skills = [
    { id: 1, weight: 3, normalizationFactor: 10 },
    { id: 2, weight: 1, normalizationFactor: 100 },
  ];

  it('is the weight-averaged displayed rating', () => {
    expect(computeComposite([{ skillId: 1, rating: 8 }, { skillId: 2, rating: 40 }], skills)).toBe(7);
  });

  it('ignores skills the player has no rating in, and ratings of skills not listed', () => {
    expect(computeComposite([{ skillId: 1, rating: 6 }, { skillId: 99, rating: 10 }], skills)).toBe(6);
  });

  it('is 0 without ratings', () => {
    expect(computeComposite([], skills)).toBe(0);
  });
});
