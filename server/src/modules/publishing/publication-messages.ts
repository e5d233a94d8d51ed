import type { OutboxMessageInput } from '../notifications/index.js';
import type { Family, PublishedTeam } from './publication-plan.js';

interface Context {
  leagueId: number;
  leagueName: string;
  divisionId: number;
  divisionName: string;
  publicationId: number;
}

function howToReach(team: PublishedTeam): string {
  const ways = [team.coach_email, team.coach_phone].filter(Boolean);
  if (!team.coach) return 'The coach has not been named yet; the league will tell you.';
  return ways.length ? `Coach: ${team.coach}, ${ways.join(', ')}.` : `Coach: ${team.coach}. The league will share how to reach them.`;
}

/** One email per family: each of its children in the division with their team, coach and practice details. */
export function familyMessage(ctx: Context, family: Family, teams: Record<string, PublishedTeam>): OutboxMessageInput {
  const lines = family.children.map((child) => {
    const team = child.teamId === null ? undefined : teams[String(child.teamId)];
    if (!team) return `${child.name} is not on a team yet. The league will write again when they are.`;
    const practice = team.practice_details ? `\nPractice: ${team.practice_details}` : '';
    return `${child.name} is on ${team.name}.\n${howToReach(team)}${practice}`;
  });
  const teamNames = [...new Set(family.children.map((c) => (c.teamId === null ? undefined : teams[String(c.teamId)]?.name)).filter(Boolean))];
  return {
    leagueId: ctx.leagueId,
    topic: `division:${ctx.divisionId}`,
    kind: 'family_roster',
    recipientName: family.name,
    recipients: family.recipients,
    subject: teamNames.length ? `${ctx.divisionName}: ${teamNames.join(' and ')}` : `${ctx.divisionName}: team placement`,
    body: [`Hello ${family.name},`, `The ${ctx.divisionName} teams of ${ctx.leagueName} are set.`, ...lines, `— ${ctx.leagueName}`].join('\n\n'),
    dedupeKey: `roster-publication:${ctx.publicationId}:family:${family.key}`,
  };
}

/** What every email to a coach has: who, the link to the team's page, and how long it works. */
function toCoach(ctx: Omit<Context, 'publicationId'>, team: PublishedTeam, parts: { subject: string; intro: string; link: string; expiresAt: Date; dedupeKey: string }): OutboxMessageInput {
  return {
    leagueId: ctx.leagueId,
    topic: `division:${ctx.divisionId}`,
    kind: 'coach_roster',
    recipientName: team.coach ?? `Coach of ${team.name}`,
    recipients: [team.coach_email ?? ''],
    subject: `${ctx.divisionName}: ${parts.subject}`,
    body: [
      `Hello ${team.coach ?? 'coach'},`,
      parts.intro,
      `Open it on your phone: ${parts.link}\nIt shows your players, their parents' contacts and the practice details. The link is yours alone; it works until ${parts.expiresAt.toISOString().slice(0, 10)}.`,
      `— ${ctx.leagueName}`,
    ].join('\n\n'),
    dedupeKey: parts.dedupeKey,
  };
}

/** One email per coach concerned: the link to the team's page (roster, parents' contacts, practice details). */
export function coachMessage(ctx: Context, team: { id: number } & PublishedTeam, link: string, reasons: string[], expiresAt: Date): OutboxMessageInput {
  const first = reasons.includes('new team') || reasons.length === 0;
  return toCoach(ctx, team, {
    subject: `your ${team.name} roster${first ? '' : ' has changed'}`,
    intro: first ? `Your ${team.name} roster in ${ctx.divisionName} is ready.` : `Your ${team.name} roster in ${ctx.divisionName} has changed (${reasons.join(', ')}).`,
    link,
    expiresAt,
    dedupeKey: `roster-publication:${ctx.publicationId}:coach:${team.id}`,
  });
}

/** A replacement link the admin sent (decision 0079): the earlier links no longer open the page. */
export function coachNewLinkMessage(ctx: Omit<Context, 'publicationId'>, team: PublishedTeam, link: { id: number; url: string; expiresAt: Date }): OutboxMessageInput {
  return toCoach(ctx, team, {
    subject: `a new link to your ${team.name} roster`,
    intro: `The league sent you a new link to your ${team.name} roster in ${ctx.divisionName}. Links sent before no longer work.`,
    link: link.url,
    expiresAt: link.expiresAt,
    dedupeKey: `coach-roster-link:${link.id}`,
  });
}
