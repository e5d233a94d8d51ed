import { Prisma } from '../../generated/prisma/client.js';

/**
 * True when a write lost a race against a unique index (P2002). Services check for
 * duplicates first for a friendly message and use this for the rare concurrent insert.
 */
export function isUniqueViolation(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002';
}
