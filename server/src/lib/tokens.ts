import { createHash, randomBytes } from 'node:crypto';

export function generateTokenKey(): string {
  return randomBytes(32).toString('hex');
}

export function hashTokenKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
