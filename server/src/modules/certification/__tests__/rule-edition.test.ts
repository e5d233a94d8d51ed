import { describe, expect, it } from 'vitest';
import { isOlderEdition } from '../rule-edition.js';

describe('which rule editions are older than a recertification quiz', () => {
  it.each([
    ['FIBA 2024', 'FIBA 2026', true],
    ['2022', 'FIBA 2026', true],
    ['FIBA 2026', 'FIBA 2026', false],
    [' fiba 2026 ', 'FIBA 2026', false],
    ['FIBA 2028', 'FIBA 2026', false],
    ['Old rules', 'FIBA 2026', true],
    ['FIBA 2024', 'New rules', true],
    ['', 'FIBA 2026', false],
  ])('a level of edition "%s" against "%s": %s', (edition, newEdition, older) => {
    expect(isOlderEdition(edition, newEdition)).toBe(older);
  });
});
