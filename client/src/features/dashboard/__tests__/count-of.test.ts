import { describe, expect, it } from 'vitest';
import { countOf } from '@/features/dashboard/count-of';

describe('countOf', () => {
  it('prefers the count field of a list answer', () => {
    expect(countOf({ count: 42, results: [{ id: 1 }] })).toBe(42);
  });

  it('falls back to the length of the results list when there is no count', () => {
    expect(countOf({ results: [{ id: 1 }, { id: 2 }] })).toBe(2);
  });

  it('counts a plain array answer', () => {
    expect(countOf([1, 2, 3])).toBe(3);
  });

  it('is 0 for anything else', () => {
    expect(countOf(undefined)).toBe(0);
    expect(countOf({})).toBe(0);
    expect(countOf('nope')).toBe(0);
  });
});
