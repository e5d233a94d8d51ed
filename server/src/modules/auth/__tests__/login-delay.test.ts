import { describe, expect, it } from 'vitest';
import { progressiveDelayMs } from '../login-delay.js';

const settings = { baseMs: 500, maxMs: 10_000 };

describe('the progressive delay of sign-ins past a limit', () => {
  it('is nothing while the failures stay within the limit', () => {
    expect([0, 1, 9, 10].map((failures) => progressiveDelayMs(failures, 10, settings))).toEqual([0, 0, 0, 0]);
  });

  it('doubles with each failure beyond the limit, starting at the base', () => {
    expect([11, 12, 13, 14, 15].map((failures) => progressiveDelayMs(failures, 10, settings))).toEqual([500, 1_000, 2_000, 4_000, 8_000]);
  });

  it('never waits longer than the maximum, however many failures', () => {
    expect(progressiveDelayMs(16, 10, settings)).toBe(10_000);
    expect(progressiveDelayMs(1_000_000, 10, settings)).toBe(10_000);
  });

  it('is off when the base is zero', () => {
    expect(progressiveDelayMs(1_000, 10, { baseMs: 0, maxMs: 10_000 })).toBe(0);
  });
});
