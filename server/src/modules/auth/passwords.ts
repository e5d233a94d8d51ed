import bcrypt from 'bcryptjs';
import { fitsPasswordBytes } from '@league/contract';
import { passwordHashRounds } from '../../config/env.js';

const rounds = passwordHashRounds();

export function hashPassword(password: string): Promise<string> {
  // The schemas refuse these first; this guard keeps any new caller from truncating silently.
  if (!fitsPasswordBytes(password)) throw new Error('A password over 72 bytes cannot be hashed without losing its end.');
  return bcrypt.hash(password, rounds);
}

/** bcrypt would compare only the first 72 bytes, so a longer password is simply not the one stored. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const matches = await bcrypt.compare(fitsPasswordBytes(password) ? password : '', hash);
  return matches && fitsPasswordBytes(password);
}

// Compared against when the username is unknown, so both failures take the same time.
export const dummyHash = bcrypt.hashSync('no-such-user-password', rounds);
