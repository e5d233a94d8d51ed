import { randomBytes } from 'node:crypto';

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * A verification code of 128 random bits as 26 base32 letters (RFC 4648 alphabet, no padding):
 * far beyond the 80 bits that make guessing hopeless, and easy to read out or type.
 */
export function generateCertificateCode(): string {
  const bytes = randomBytes(16);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) code += base32Alphabet[(value << (5 - bits)) & 31];
  return code;
}

/** A code as a person may type it: case and spaces or dashes do not matter. */
export function normalizeCertificateCode(raw: string): string | null {
  const code = raw.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z2-7]{26}$/.test(code) ? code : null;
}
