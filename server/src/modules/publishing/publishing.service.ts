import type { PublicationStatusDto, PublishResultDto } from '@league/contract';
import type { Config } from '../../config/env.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { lockDivisions } from '../../lib/db/division-lock.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import { heldNotifier, type Notifier } from '../../lib/notifier.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { generateTokenKey, hashTokenKey } from '../../lib/tokens.js';
import { queueMessages, type OutboxMessageInput } from '../notifications/index.js';
import { recordRosterVersion } from '../rosters/index.js';
import { coachMessage, familyMessage } from './publication-messages.js';
import { planPublication, readPublishedSnapshot, type PublicationPlan } from './publication-plan.js';
import * as repo from './publishing.repository.js';
import { volunteerCoaches } from './volunteer-coach.js';

/** A coach's link works for a season (decision 0054); a new publication sends a new one. */
export const coachLinkDays = 180;

export interface PublishDeps {
  config: Config;
  notifier?: Notifier;
  clock: () => Date;
}

export function coachPageUrl(config: Config, key: string): string {
  const base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  return `${base}/coach/${key}`;
}

async function planNow(db: LeagueContext['db'] | Prisma.TransactionClient, divisionId: number) {
  const [last, [players, teams]] = await Promise.all([repo.findLastPublication(db, divisionId), repo.findRosterForPublishing(db, divisionId)]);
  // A team without a typed coach email is coached by the parent who volunteered at registration, when one did.
  const volunteers = volunteerCoaches(players);
  const coached = teams.map((team) => {
    const volunteer = team.coachEmail ? undefined : volunteers.get(team.id);
    return volunteer ? { ...team, coach: team.coach ?? volunteer.name, coachEmail: volunteer.email, coachPhone: team.coachPhone ?? volunteer.phone } : team;
  });
  const plan = planPublication(players, coached, last ? readPublishedSnapshot(last.snapshot) : null);
  return { last, plan };
}

function countRecipients(plan: PublicationPlan) {
  const coachTeams = [...plan.teamChanges.keys()].map((id) => plan.snapshot.teams[String(id)]!);
  return {
    families: plan.families.filter((f) => f.recipients.length > 0).length,
    familiesWithoutEmail: plan.families.filter((f) => f.recipients.length === 0).length,
    coaches: coachTeams.filter((t) => t.coach_email).length,
    teamsWithoutCoachEmail: coachTeams.filter((t) => !t.coach_email).length,
  };
}

/** What publishing now would change and tell, for the admin's Publish panel. */
export async function getPublicationStatus(ctx: LeagueContext, deps: PublishDeps, divisionId: number): Promise<PublicationStatusDto> {
  await requireInLeague(ctx, 'division', divisionId);
  const [{ last, plan }, names] = await Promise.all([planNow(ctx.db, divisionId), repo.findDivisionNames(ctx.db, divisionId)]);
  // The first family's email as it would be written now; its dedupe key (publication 0) is never stored.
  const family = plan.families.find((f) => f.recipients.length > 0);
  const sample = family ? familyMessage({ leagueId: ctx.leagueId, leagueName: names.league.name, divisionId, divisionName: names.name, publicationId: 0 }, family, plan.snapshot.teams) : null;
  const teamName = (id: number | null) => (id === null ? null : (plan.snapshot.teams[String(id)]?.name ?? (last ? readPublishedSnapshot(last.snapshot).teams[String(id)]?.name : undefined) ?? 'a deleted team'));
  const counts = countRecipients(plan);
  return {
    last: last ? { version: last.version, published_at: last.createdAt.toISOString(), by: last.actor?.username ?? null } : null,
    moves: plan.moves.map((m) => ({ player_id: m.playerId, player_name: m.name, from_team_name: teamName(m.from), to_team_name: teamName(m.to) })),
    team_changes: [...plan.teamChanges].map(([id, reasons]) => ({ team_id: id, team_name: plan.snapshot.teams[String(id)]!.name, change: reasons.join(', ') })),
    families_to_notify: counts.families,
    coaches_to_notify: counts.coaches,
    families_without_email: counts.familiesWithoutEmail,
    teams_without_coach_email: counts.teamsWithoutCoachEmail,
    sending: (deps.notifier ?? heldNotifier).sending,
    sample_email: sample ? { to: sample.recipients, subject: sample.subject, body: sample.body } : null,
  };
}

/**
 * Publishes the division's rosters in one transaction under the division lock: records a roster
 * version and a publication, issues coach links, and writes every email to the outbox; only after
 * commit are the emails handed to the queue. Two publishes at once run one after the other, so
 * the second sees the first and tells nobody twice.
 */
export async function publishDivision(ctx: LeagueContext, deps: PublishDeps, divisionId: number): Promise<PublishResultDto> {
  await requireInLeague(ctx, 'division', divisionId);
  const result = await runTransaction(ctx.db, async (tx) => {
    await lockDivisions(tx, [divisionId]);
    const now = deps.clock();
    const [{ last, plan }, names] = await Promise.all([planNow(tx, divisionId), repo.findDivisionNames(tx, divisionId)]);
    const version = (last?.version ?? 0) + 1;
    const summary = `Published version ${version}: ${plan.moves.length} player${plan.moves.length === 1 ? '' : 's'} placed or moved since ${last ? `version ${last.version}` : 'the draft began'}.`;
    const rosterVersion = await recordRosterVersion(tx, ctx, divisionId, 'publish', summary);
    const publication = await repo.insertPublication(tx, {
      divisionId,
      leagueId: ctx.leagueId,
      version,
      rosterVersion,
      actorId: ctx.user.id,
      snapshot: plan.snapshot as unknown as object,
    });
    const messageContext = { leagueId: ctx.leagueId, leagueName: names.league.name, divisionId, divisionName: names.name, publicationId: publication.id };
    const messages: OutboxMessageInput[] = plan.families.filter((f) => f.recipients.length > 0).map((f) => familyMessage(messageContext, f, plan.snapshot.teams));
    let coaches = 0;
    for (const [teamId, reasons] of plan.teamChanges) {
      const team = plan.snapshot.teams[String(teamId)]!;
      await repo.revokeOtherCoachesLinks(tx, teamId, team.coach_email, now);
      if (!team.coach_email) continue;
      const key = generateTokenKey();
      const expiresAt = new Date(now.getTime() + coachLinkDays * 86_400_000);
      await repo.insertCoachLink(tx, { keyHash: hashTokenKey(key), teamId, leagueId: ctx.leagueId, coachEmail: team.coach_email, expiresAt });
      messages.push(coachMessage(messageContext, { id: teamId, ...team }, coachPageUrl(deps.config, key), reasons, expiresAt));
      coaches += 1;
    }
    const ids = await queueMessages(tx, messages);
    const families = messages.length - coaches;
    await repo.updatePublicationCounts(tx, publication.id, families, coaches);
    const counts = countRecipients(plan);
    return { ids, version, rosterVersion, families, coaches, counts };
  });
  const notifier = deps.notifier ?? heldNotifier;
  notifier.dispatch(result.ids);
  return {
    version: result.version,
    roster_version: result.rosterVersion,
    notified: { families: result.families, coaches: result.coaches },
    families_without_email: result.counts.familiesWithoutEmail,
    teams_without_coach_email: result.counts.teamsWithoutCoachEmail,
    sending: notifier.sending,
  };
}
