import type { Config } from '../../../config/env.js';
import type { Prisma } from '../../../generated/prisma/client.js';
import { generateTokenKey } from '../../../lib/tokens.js';
import { findLiveFeedTokens, insertFeeds } from './publish.repository.js';

export type FeedKind = 'team' | 'family' | 'coach';

const publicBase = (config: Config) => (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');

/** A feed's address; a referee's feed has a folder of its own, served by the officials (decision 0176). */
export function calendarUrl(config: Config, token: string, folder: '' | 'referee/' = ''): string {
  return `${publicBase(config)}/api/public/calendars/${folder}${token}.ics`;
}

/** The page of the same games, opened in a browser: the calendar link's token opens both. */
export function schedulePageUrl(config: Config, token: string): string {
  return `${publicBase(config)}/schedule/${token}`;
}

/**
 * The working feed link of each subject, made the first time it is needed and then kept: a
 * phone subscribed once keeps its link through every publication until the admin withdraws it
 * (decision 0156). Answers each token by `${kind}:${subject}`, and which of them are new.
 */
export async function ensureFeeds(tx: Prisma.TransactionClient, scope: { leagueId: number; seasonId: number }, subjects: { kind: FeedKind; subject: string }[]): Promise<{ tokens: Map<string, string>; made: Set<string> }> {
  const live = await findLiveFeedTokens(tx, scope.seasonId);
  const tokens = new Map(live.map((f) => [`${f.kind}:${f.subject}`, f.token]));
  const missing = subjects.filter((s) => !tokens.has(`${s.kind}:${s.subject}`));
  const made = missing.map((s) => ({ ...scope, kind: s.kind, subject: s.subject, token: generateTokenKey() }));
  if (made.length) await insertFeeds(tx, made);
  for (const f of made) tokens.set(`${f.kind}:${f.subject}`, f.token);
  return { tokens, made: new Set(made.map((f) => `${f.kind}:${f.subject}`)) };
}
