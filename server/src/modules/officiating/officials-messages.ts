import type { OutboxMessageInput } from '../notifications/index.js';
import { dayNumber, describeDay, describeTime, mapLink } from '../scheduling/index.js';

/** A game as a referee's email names it. */
export interface RefereeGameLine {
  date: string;
  start: number;
  end: number;
  role: string;
  division: string;
  home: string;
  away: string;
  venue: string;
  court: string;
  /** The venue's address, "" when none is stored. */
  address: string;
}

/** "Saturday 3 October, 9:00-10:00, referee: Ants vs Bees (U8) at Lincoln" */
export function describeRefereeGame(g: RefereeGameLine): string {
  return `${describeDay(dayNumber(g.date))}, ${describeTime(g.start)}-${describeTime(g.end)}, ${g.role}: ${g.home} vs ${g.away} (${g.division}) at ${g.venue}`;
}

export interface Context {
  leagueId: number;
  seasonId: number;
  seasonName: string;
}

/** One email per referee at a publication: their new games, then every game of theirs this season. */
export function refereeGamesMessage(ctx: Context, referee: { id: number; name: string; email: string }, fresh: RefereeGameLine[], all: RefereeGameLine[], batchKey: number): OutboxMessageInput {
  const body = [
    `Hello ${referee.name},`,
    '',
    `You have ${fresh.length === 1 ? 'a new game' : `${fresh.length} new games`} to officiate in ${ctx.seasonName}:`,
    ...fresh.map((g) => `- ${describeRefereeGame(g)}`),
    '',
    'All your games this season:',
    ...all.map((g) => `- ${describeRefereeGame(g)}`),
    '',
    'Open "My games" on your referee dashboard to accept or decline each one.',
  ].join('\n');
  return {
    leagueId: ctx.leagueId,
    topic: `season:${ctx.seasonId}`,
    kind: 'officials_assignment',
    recipientName: referee.name,
    recipients: [referee.email],
    subject: `Your games to officiate: ${ctx.seasonName}`,
    body,
    dedupeKey: `officials-assignment:${ctx.seasonId}:${referee.id}:${batchKey}`,
  };
}

/** The assignor hears of a decline at once: the slot is open again. */
export function declineMessage(ctx: Context, assignmentId: number, assignor: { name: string; emails: string[] }, refereeName: string, game: RefereeGameLine, reason: string): OutboxMessageInput {
  return {
    leagueId: ctx.leagueId,
    topic: `season:${ctx.seasonId}`,
    kind: 'officials_decline',
    recipientName: assignor.name,
    recipients: assignor.emails,
    subject: `${refereeName} declined a game: ${describeDay(dayNumber(game.date))} ${describeTime(game.start)}`,
    body: [
      `Hello ${assignor.name},`,
      '',
      `${refereeName} declined this game, which now needs an official:`,
      `- ${describeRefereeGame(game)}`,
      '',
      `Their reason: ${reason}`,
      '',
      'On the Officials page, choose "Find a referee" on the open place: it suggests replacements with the fewest changes.',
    ].join('\n'),
    dedupeKey: `officials-decline:${assignmentId}`,
  };
}

/**
 * The reminder of one game about two days before it (decision 0176). The key holds the game's
 * day, start and venue: a game moved after its reminder is reminded again at its new time.
 */
export function gameReminderMessage(ctx: Context, referee: { name: string; email: string }, game: RefereeGameLine & { key: string }, myGamesUrl: string): OutboxMessageInput {
  const day = describeDay(dayNumber(game.date));
  return {
    leagueId: ctx.leagueId,
    topic: `season:${ctx.seasonId}`,
    kind: 'officials_reminder',
    recipientName: referee.name,
    recipients: [referee.email],
    subject: `Reminder: you officiate ${game.home} vs ${game.away} on ${day} at ${describeTime(game.start)}`,
    body: [
      `Hello ${referee.name},`,
      '',
      `A reminder of your game in ${ctx.seasonName}:`,
      `- When: ${day}, ${describeTime(game.start)}-${describeTime(game.end)}`,
      `- Where: ${[game.venue, `court ${game.court}`, game.address].filter(Boolean).join(', ')}`,
      `  Map: ${mapLink(game)}`,
      `- Game: ${game.home} vs ${game.away} (${game.division})`,
      `- You are the ${game.role}`,
      '',
      `Your games, to accept or decline: ${myGamesUrl}`,
      'If you can no longer make it, decline it there as soon as you can, so the assignor can find someone else.',
    ].join('\n'),
    dedupeKey: game.key,
  };
}

/** A referee taken off games they were told about (a hand change, or an auto-assign re-run): one email per change, each game with why. */
export function removalMessage(ctx: Context, referee: { name: string; email: string }, games: (RefereeGameLine & { reason: string })[], batchKey: number): OutboxMessageInput {
  const one = games.length === 1;
  return {
    leagueId: ctx.leagueId,
    topic: `season:${ctx.seasonId}`,
    kind: 'officials_removal',
    recipientName: referee.name,
    recipients: [referee.email],
    subject: one ? `You are no longer refereeing ${games[0]!.home} vs ${games[0]!.away} on ${describeDay(dayNumber(games[0]!.date))}` : `You are no longer refereeing ${games.length} games: ${ctx.seasonName}`,
    body: [
      `Hello ${referee.name},`,
      '',
      `The assignor changed the officials of ${ctx.seasonName}: you are no longer refereeing ${one ? 'this game' : 'these games'}:`,
      ...games.map((g) => `- ${describeRefereeGame(g)}. Why: ${g.reason}.`),
      '',
      'You do not need to do anything. Your other games stay as they are; "My games" on your referee dashboard shows them.',
    ].join('\n'),
    dedupeKey: `officials-removal:${batchKey}`,
  };
}

/** The assignor hears when a referee takes an open place themselves (self-assign), once per assignment. */
export function selfAssignMessage(ctx: Context, assignmentId: number, assignor: { name: string; emails: string[] }, refereeName: string, game: RefereeGameLine): OutboxMessageInput {
  return {
    leagueId: ctx.leagueId,
    topic: `season:${ctx.seasonId}`,
    kind: 'officials_self_assign',
    recipientName: assignor.name,
    recipients: assignor.emails,
    subject: `${refereeName} took the ${game.role} place in ${game.home} vs ${game.away}, ${describeDay(dayNumber(game.date))} ${describeTime(game.start)}`,
    body: [
      `Hello ${assignor.name},`,
      '',
      `${refereeName} took the open ${game.role} place of this game themselves:`,
      `- ${describeRefereeGame(game)}`,
      '',
      'Every rule was checked as for the auto-assign. To change it, open the place\'s "Change" on the Officials page; to stop referees taking games themselves, turn off "Referees may pick open games themselves" there.',
    ].join('\n'),
    dedupeKey: `officials-self-assign:${assignmentId}`,
  };
}
