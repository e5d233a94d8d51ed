import { describe, expect, it } from 'vitest';
import { sanitizeFactor, sanitizeWeight } from '@/components/skills/skill-inputs';

describe('sanitizeWeight', () => {
  it.each([
    ['5', '5'],
    ['15', '10'],
    ['0', '1'],
    ['7a', '7'],
    ['-3', '3'],
    ['2.5', '10'],
    ['abc', ''],
    ['', ''],
  ])('turns %j into %j', (raw, expected) => {
    expect(sanitizeWeight(raw)).toBe(expected);
  });
});

describe('sanitizeFactor', () => {
  it('keeps only digits and dots', () => {
    expect(sanitizeFactor('1.5x')).toBe('1.5');
    expect(sanitizeFactor('-10e2')).toBe('102');
    expect(sanitizeFactor('0.0001')).toBe('0.0001');
  });
});
