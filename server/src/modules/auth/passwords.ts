import bcrypt from 'bcryptjs';

const rounds = process.env.NODE_ENV === 'test' ? 4 : 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, rounds);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

// Compared against when the username is unknown, so both failures take the same time.
export const dummyHash = bcrypt.hashSync('no-such-user-password', rounds);
