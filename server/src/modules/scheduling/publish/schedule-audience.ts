/** A family: one email for all its children, the household's (else the person's, else the registration's). */
export interface ScheduleFamily {
  key: string;
  name: string;
  recipients: string[];
  children: { name: string; teamId: number }[];
}

export interface ScheduleCoach {
  email: string;
  name: string;
  teamIds: number[];
}

interface RosteredPlayer {
  id: number;
  name: string;
  email: string | null;
  teamId: number | null;
  participant: { id: number; householdId: number | null; guardianNames: string[]; emails: string[] } | null;
}

/** The key a family's calendar feed and emails are filed under (the roster publication's rule). */
export function familyKey(player: Pick<RosteredPlayer, 'id' | 'participant'>): string {
  if (player.participant?.householdId) return `household-${player.participant.householdId}`;
  if (player.participant) return `participant-${player.participant.id}`;
  return `player-${player.id}`;
}

export function familiesOf(players: RosteredPlayer[]): ScheduleFamily[] {
  const families = new Map<string, ScheduleFamily>();
  for (const player of players) {
    if (player.teamId === null) continue;
    const key = familyKey(player);
    const family = families.get(key) ?? { key, name: '', recipients: [], children: [] };
    family.children.push({ name: player.name, teamId: player.teamId });
    const addresses = player.participant?.emails.length ? player.participant.emails : player.email ? [player.email] : [];
    for (const a of addresses) if (!family.recipients.some((r) => r.toLowerCase() === a.toLowerCase())) family.recipients.push(a);
    if (!family.name && player.participant?.guardianNames.length) family.name = player.participant.guardianNames.join(' and ');
    families.set(key, family);
  }
  for (const family of families.values()) if (!family.name) family.name = `Family of ${family.children.map((c) => c.name).join(' and ')}`;
  return [...families.values()];
}

/** Coaches by email: one who coaches two teams gets one email with both (a team without a coach email, none). */
export function coachesOf(teams: { id: number; coach: string | null; coachEmail: string | null }[]): ScheduleCoach[] {
  const coaches = new Map<string, ScheduleCoach>();
  for (const team of teams) {
    const email = team.coachEmail?.trim();
    if (!email) continue;
    const coach = coaches.get(email.toLowerCase()) ?? { email, name: team.coach?.trim() || 'coach', teamIds: [] };
    coach.teamIds.push(team.id);
    coaches.set(email.toLowerCase(), coach);
  }
  return [...coaches.values()];
}
