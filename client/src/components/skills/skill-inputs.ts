/** Weight input: non-digits are dropped and the number is held to 1-10; blank stays blank while typing. */
export function sanitizeWeight(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (!digits) return '';
  return String(Math.min(10, Math.max(1, Number(digits))));
}

/** Normalization factor input on the skills page: only digits and dots get through. */
export function sanitizeFactor(raw: string): string {
  return raw.replace(/[^\d.]/g, '');
}
