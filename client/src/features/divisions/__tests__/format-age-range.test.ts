import { describe, expect, it } from 'vitest';
import { formatAgeRange } from '@/features/divisions/format-age-range';

describe('formatAgeRange', () => {
  it.each([
    [8, 10, '8-10'],
    [12, null, '12+'],
    [null, 9, 'Up to 9'],
    [null, null, 'Not specified'],
    [0, 5, '0-5'],
    [undefined, undefined, 'Not specified'],
  ])('min %s and max %s read "%s"', (min, max, expected) => {
    expect(formatAgeRange(min, max)).toBe(expected);
  });
});
