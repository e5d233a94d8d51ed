import type { CoachRosterDto } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import type { Db } from '../../lib/db/database.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { hashTokenKey } from '../../lib/tokens.js';
import { readPublishedSnapshot } from './publication-plan.js';
import * as repo from './publishing.repository.js';

const keyPattern = /^[0-9a-f]{64}$/;

/** The coach's page: the team as last published, with parents' contacts. 404 unknown key, 410 withdrawn or expired. */
export async function openCoachRoster(db: Db, clock: () => Date, key: string): Promise<CoachRosterDto> {
  const link = await openRosterLink(db, clock(), key);
  if (!link) throw AppError.notFound('This roster link');
  const publication = await repo.findLastPublication(db, link.team.divisionId);
  if (!publication) throw AppError.notFound('This roster link');
  const snapshot = readPublishedSnapshot(publication.snapshot);
  const ids = Object.entries(snapshot.players).filter(([, teamId]) => teamId === link.teamId).map(([id]) => Number(id));
  const players = await repo.findPlayersWithContacts(db, ids);
  const published = snapshot.teams[String(link.teamId)];
  return {
    team: {
      name: published?.name ?? link.team.name,
      division_name: link.team.division.name,
      season_name: link.team.division.season.name,
      coach: published?.coach ?? link.team.coach,
      practice_details: link.team.practiceDetails,
    },
    published_at: publication.createdAt.toISOString(),
    link_expires_at: link.expiresAt.toISOString(),
    players: players.map((p) => ({
      id: p.id,
      name: p.name,
      guardians: p.participant?.guardianNames ?? [],
      emails: p.participant?.emails.length ? p.participant.emails : p.email ? [p.email] : [],
      phones: p.participant?.phones ?? [],
    })),
  };
}

/** The roster link of a key: null when unknown, 410 with a sentence when withdrawn or expired. */
async function openRosterLink(db: Db, now: Date, key: string) {
  const link = keyPattern.test(key) ? await repo.findLinkByHash(db, hashTokenKey(key)) : null;
  if (!link) return null;
  if (link.revokedAt) throw new AppError(410, 'This roster link was withdrawn by the league. Ask the league for a new one.', 'gone');
  if (link.expiresAt <= now) throw new AppError(410, 'This roster link has expired. Ask the league for a new one.', 'gone');
  return link;
}

/**
 * The team whose roster page a key opens, for the end-of-season rating form reached from that
 * page (decision 0090): null for a key that is no roster link, 410 as the page for a closed one.
 */
export async function findRosterKeyTeam(db: Db, now: Date, key: string): Promise<number | null> {
  return (await openRosterLink(db, now, key))?.teamId ?? null;
}

/** Withdraws every roster link of a team (a coach who stepped down, a link forwarded by mistake). */
export async function revokeCoachLinks(ctx: LeagueContext, clock: () => Date, divisionId: number, teamId: number): Promise<{ revoked: number }> {
  await requireInLeague(ctx, 'division', divisionId);
  const team = await requireInLeague(ctx, 'team', teamId);
  if (team.divisionId !== divisionId) throw AppError.notFound('Team');
  const { count } = await repo.revokeTeamLinks(ctx.db, teamId, clock());
  return { revoked: count };
}
