import bcrypt from 'bcryptjs';

const rounds = process.env.NODE_ENV === 'test' ? 4 : 10;

export function hashPassword(password: string): Promise<string> {
  // The schemas refuse these first; this guard keeps any new caller from truncating silently.
  if (Buffer.byteLength(password, 'utf8') > 72) throw new Error('A password over 72 bytes cannot be hashed without losing its end.');
  return bcrypt.hash(password, rounds);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

// Compared against when the username is unknown, so both failures take the same time.
export const dummyHash = bcrypt.hashSync('no-such-user-password', rounds);
