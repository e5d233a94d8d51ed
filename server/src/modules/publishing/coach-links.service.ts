import type { CoachLinkIssuedDto, CoachLinkStatusDto } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import { heldNotifier } from '../../lib/notifier.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { generateTokenKey, hashTokenKey } from '../../lib/tokens.js';
import { queueMessages } from '../notifications/index.js';
import { coachNewLinkMessage } from './publication-messages.js';
import { readPublishedSnapshot } from './publication-plan.js';
import * as repo from './publishing.repository.js';
import { coachLinkDays, coachPageUrl, type PublishDeps } from './publishing.service.js';

/** Each team of the last publication with its published coach and how many of its links still open the page. */
export async function listCoachLinks(ctx: LeagueContext, clock: () => Date, divisionId: number): Promise<{ results: CoachLinkStatusDto[] }> {
  await requireInLeague(ctx, 'division', divisionId);
  const last = await repo.findLastPublication(ctx.db, divisionId);
  if (!last) return { results: [] };
  const teams = Object.entries(readPublishedSnapshot(last.snapshot).teams).map(([id, team]) => ({ id: Number(id), ...team }));
  const links = await repo.findTeamLinks(ctx.db, teams.map((t) => t.id));
  const now = clock();
  return {
    results: teams.map((team) => {
      const own = links.filter((l) => l.teamId === team.id);
      const lastSent = own.reduce<Date | null>((latest, l) => (!latest || l.createdAt > latest ? l.createdAt : latest), null);
      return {
        team_id: team.id,
        team_name: team.name,
        coach: team.coach,
        coach_email: team.coach_email,
        working_links: own.filter((l) => !l.revokedAt && l.expiresAt > now).length,
        last_sent_at: lastSent?.toISOString() ?? null,
      };
    }),
  };
}

/**
 * A new link for the published coach of a team: earlier links are withdrawn and the new one is
 * emailed through the outbox, written in the same transaction. The coach and address are the
 * published ones; a new coach is told by publishing (which sends them a link).
 */
export async function issueCoachLink(ctx: LeagueContext, deps: PublishDeps, divisionId: number, teamId: number): Promise<CoachLinkIssuedDto> {
  await requireInLeague(ctx, 'division', divisionId);
  const current = await requireInLeague(ctx, 'team', teamId);
  if (current.divisionId !== divisionId) throw AppError.notFound('Team');
  const result = await runTransaction(ctx.db, async (tx) => {
    const [last, names] = await Promise.all([repo.findLastPublication(tx, divisionId), repo.findDivisionNames(tx, divisionId)]);
    const team = last ? readPublishedSnapshot(last.snapshot).teams[String(teamId)] : undefined;
    if (!team) throw AppError.conflict('This team’s roster is not published yet. Publish the rosters: publishing sends the coach a link.');
    if (!team.coach_email) throw AppError.conflict('No coach email was published for this team. Add the coach’s email in Edit Team, then publish: the coach is then sent a link.');
    const now = deps.clock();
    const { count: withdrawn } = await repo.revokeTeamLinks(tx, teamId, now);
    const key = generateTokenKey();
    const expiresAt = new Date(now.getTime() + coachLinkDays * 86_400_000);
    const link = await repo.insertCoachLink(tx, { keyHash: hashTokenKey(key), teamId, leagueId: ctx.leagueId, coachEmail: team.coach_email, expiresAt });
    const context = { leagueId: ctx.leagueId, leagueName: names.league.name, divisionId, divisionName: names.name };
    const ids = await queueMessages(tx, [coachNewLinkMessage(context, team, { id: link.id, url: coachPageUrl(deps.config, key), expiresAt })]);
    return { ids, withdrawn, coachEmail: team.coach_email, expiresAt };
  });
  const notifier = deps.notifier ?? heldNotifier;
  notifier.dispatch(result.ids);
  return { coach_email: result.coachEmail, expires_at: result.expiresAt.toISOString(), withdrawn: result.withdrawn, sending: notifier.sending };
}
