import { describe, expect, it } from 'vitest';
import { defaultEndDate, formatPeriod, toIsoDate } from '@/features/seasons/season-dates';

describe('season dates', () => {
  it('writes a local date as YYYY-MM-DD', () => {
    expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('puts the default end date 7 months after today', () => {
    expect(defaultEndDate(new Date(2026, 2, 15))).toBe('2026-10-15');
    expect(defaultEndDate(new Date(2026, 8, 1))).toBe('2027-04-01');
  });

  it('keeps the default end date inside a shorter target month', () => {
    expect(defaultEndDate(new Date(2026, 6, 31))).toBe('2027-02-28');
  });

  it('shows a period as two readable days', () => {
    expect(formatPeriod('2026-09-01', '2027-03-31')).toBe('Sep 1, 2026 – Mar 31, 2027');
  });
});
