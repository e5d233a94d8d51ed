import type { Prisma } from '../../generated/prisma/client.js';
import { hasVolunteered, volunteerColumnName } from '../../lib/volunteer-answer.js';

export interface VolunteerPlayer {
  id: number;
  teamId: number | null;
  additionalData: Prisma.JsonValue;
  participant: { guardianNames: string[]; emails: string[]; phones: string[] } | null;
}

/**
 * The coach of a team whose admin typed no coach email: the parent of one of its players who
 * answered the registration's volunteer column (lowest player id first), when that parent has
 * an email. Decision 0054.
 */
export function volunteerCoaches(players: VolunteerPlayer[]): Map<number, { name: string | null; email: string; phone: string | null }> {
  const found = new Map<number, { name: string | null; email: string; phone: string | null }>();
  for (const player of [...players].sort((a, b) => a.id - b.id)) {
    if (player.teamId === null || found.has(player.teamId) || !player.participant?.emails.length) continue;
    const data = player.additionalData && typeof player.additionalData === 'object' && !Array.isArray(player.additionalData) ? player.additionalData : {};
    const offered = Object.entries(data).some(([key, value]) => volunteerColumnName.test(key) && (typeof value === 'string' || typeof value === 'boolean') && hasVolunteered(String(value)));
    if (!offered) continue;
    found.set(player.teamId, { name: player.participant.guardianNames[0] ?? null, email: player.participant.emails[0]!, phone: player.participant.phones[0] ?? null });
  }
  return found;
}
