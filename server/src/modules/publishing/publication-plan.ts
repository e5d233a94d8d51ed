import type { Prisma } from '../../generated/prisma/client.js';

/** A team as it was published: what families and the coach were told. */
export interface PublishedTeam {
  name: string;
  coach: string | null;
  coach_email: string | null;
  coach_phone: string | null;
  practice_details: string;
}

/** What a publication stores: each player's team and each team's published details. */
export interface PublishedSnapshot {
  players: Record<string, number | null>;
  teams: Record<string, PublishedTeam>;
}

export interface PlanPlayer {
  id: number;
  name: string;
  teamId: number | null;
  email: string | null;
  participant: { id: number; householdId: number | null; guardianNames: string[]; emails: string[] } | null;
}

export interface PlanTeam {
  id: number;
  name: string;
  coach: string | null;
  coachEmail: string | null;
  coachPhone: string | null;
  practiceDetails: string;
}

export interface Family {
  key: string;
  name: string;
  recipients: string[];
  children: { id: number; name: string; teamId: number | null }[];
}

export interface PublicationPlan {
  snapshot: PublishedSnapshot;
  moves: { playerId: number; name: string; from: number | null; to: number | null }[];
  /** Teams whose coach must hear again, with the reasons in words. */
  teamChanges: Map<number, string[]>;
  /** Families concerned by this publication (with or without an address). */
  families: Family[];
}

export function publishedTeam(team: PlanTeam): PublishedTeam {
  return { name: team.name, coach: team.coach, coach_email: team.coachEmail, coach_phone: team.coachPhone, practice_details: team.practiceDetails };
}

/** Reads a stored snapshot defensively (a malformed entry is skipped). */
export function readPublishedSnapshot(value: Prisma.JsonValue | undefined): PublishedSnapshot {
  const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  const root = obj(value);
  const players: Record<string, number | null> = {};
  for (const [id, team] of Object.entries(obj(root.players))) if (team === null || typeof team === 'number') players[id] = team;
  const teams: Record<string, PublishedTeam> = {};
  for (const [id, raw] of Object.entries(obj(root.teams))) {
    const t = obj(raw);
    teams[id] = { name: text(t.name) ?? '', coach: text(t.coach), coach_email: text(t.coach_email), coach_phone: text(t.coach_phone), practice_details: text(t.practice_details) ?? '' };
  }
  return { players, teams };
}

function describeTeamChange(before: PublishedTeam | undefined, now: PublishedTeam): string[] {
  if (!before) return ['new team'];
  const reasons: string[] = [];
  if (before.name !== now.name) reasons.push('renamed');
  if (before.coach !== now.coach || before.coach_email !== now.coach_email) reasons.push('coach changed');
  else if (before.coach_phone !== now.coach_phone) reasons.push("coach's phone changed");
  if (before.practice_details !== now.practice_details) reasons.push('practice details changed');
  return reasons;
}

/** Siblings share one email: the household, else the person, else the registration. */
function familyKey(player: PlanPlayer): string {
  if (player.participant?.householdId) return `household-${player.participant.householdId}`;
  if (player.participant) return `participant-${player.participant.id}`;
  return `player-${player.id}`;
}

/**
 * What publishing now changes since `last` (null: never published): who moved, which teams'
 * coaches must hear again, and which families are concerned. A family is concerned when one of
 * its children changed team, or its child's team changed coach, name or practice details.
 */
export function planPublication(players: PlanPlayer[], teams: PlanTeam[], last: PublishedSnapshot | null): PublicationPlan {
  const snapshot: PublishedSnapshot = {
    players: Object.fromEntries(players.map((p) => [String(p.id), p.teamId])),
    teams: Object.fromEntries(teams.map((t) => [String(t.id), publishedTeam(t)])),
  };
  const teamChanges = new Map<number, string[]>();
  for (const team of teams) {
    const reasons = describeTeamChange(last?.teams[String(team.id)], publishedTeam(team));
    if (reasons.length) teamChanges.set(team.id, reasons);
  }
  const moves: PublicationPlan['moves'] = [];
  for (const player of players) {
    const before = last?.players[String(player.id)] ?? null;
    if (before === player.teamId) continue;
    moves.push({ playerId: player.id, name: player.name, from: before, to: player.teamId });
    for (const teamId of [before, player.teamId]) {
      if (teamId === null || !snapshot.teams[String(teamId)]) continue;
      const reasons = teamChanges.get(teamId) ?? [];
      if (!reasons.includes('roster changed') && !reasons.includes('new team')) teamChanges.set(teamId, [...reasons, 'roster changed']);
    }
  }
  const moved = new Set(moves.map((m) => m.playerId));
  const families = new Map<string, Family>();
  for (const player of players) {
    const key = familyKey(player);
    const family = families.get(key) ?? { key, name: '', recipients: [], children: [] };
    family.children.push({ id: player.id, name: player.name, teamId: player.teamId });
    const addresses = player.participant?.emails.length ? player.participant.emails : player.email ? [player.email] : [];
    for (const address of addresses) if (!family.recipients.some((r) => r.toLowerCase() === address.toLowerCase())) family.recipients.push(address);
    if (!family.name && player.participant?.guardianNames.length) family.name = player.participant.guardianNames.join(' and ');
    families.set(key, family);
  }
  const concerned = [...families.values()].filter((family) =>
    family.children.some((child) => moved.has(child.id) || (child.teamId !== null && teamChanges.has(child.teamId) && teamChanges.get(child.teamId)!.some((r) => r !== 'roster changed'))),
  );
  for (const family of concerned) if (!family.name) family.name = `Family of ${family.children.map((c) => c.name).join(' and ')}`;
  return { snapshot, moves, teamChanges, families: concerned };
}
