import type { Prisma } from '../generated/prisma/client.js';

/** The referee portal's sample quiz arrives with the referee portal; nothing to add yet. */
export async function seedDemoQuizzes(_tx: Prisma.TransactionClient, _leagueId: number): Promise<void> {}
