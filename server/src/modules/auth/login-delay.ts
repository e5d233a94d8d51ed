/** How long a sign-in waits once failures pass a limit (config LOGIN_DELAY_BASE_MS, LOGIN_DELAY_MAX_MS). */
export interface LoginDelaySettings {
  baseMs: number;
  maxMs: number;
}

/**
 * A progressive delay rather than a lockout (OWASP's authentication guidance): nothing while
 * the failures counted (this attempt included) stay within `limit`, then base, twice base,
 * four times base… never more than max. The right password waits too, so the wait tells
 * a guesser nothing.
 */
export function progressiveDelayMs(failures: number, limit: number, settings: LoginDelaySettings): number {
  const beyond = failures - limit;
  if (beyond <= 0 || settings.baseMs <= 0) return 0;
  // 2^30 already exceeds any sensible maximum; the cap keeps the exponent from overflowing.
  return Math.min(settings.baseMs * 2 ** Math.min(beyond - 1, 30), settings.maxMs);
}
