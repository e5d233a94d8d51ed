import type { OutboxMessageInput } from '../../notifications/index.js';
import { dayNumber, describeDay, describeTime } from '../optimizer/index.js';
import type { PublishedGame } from './published-schedule.js';
import type { ScheduleCoach, ScheduleFamily } from './schedule-audience.js';

interface Context {
  leagueId: number;
  leagueName: string;
  seasonId: number;
  seasonName: string;
  version: number;
  /** Whether an earlier version was published: the email then says the schedule changed. */
  changed: boolean;
}

/** A link that opens the address in a map on any phone, with no account. */
export function mapLink(game: Pick<PublishedGame, 'venue' | 'address'>): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(game.address || game.venue)}`;
}

/** "Saturday 3 October, 9:00-10:00: Hawks vs Eagles (U10), Lincoln Gym court 1, 12 Elm St — map: ..." */
export function describeGame(game: PublishedGame): string {
  const where = `${game.venue} court ${game.court}${game.address ? `, ${game.address}` : ''}`;
  return `${describeDay(dayNumber(game.date))}, ${describeTime(game.start)}-${describeTime(game.end)}: ${game.home} vs ${game.away} (${game.division}), ${where}\n  Map: ${mapLink(game)}`;
}

function gamesOfTeam(games: PublishedGame[], teamId: number): PublishedGame[] {
  return games.filter((g) => g.home_team_id === teamId || g.away_team_id === teamId);
}

function teamBlock(title: string, games: PublishedGame[]): string {
  return games.length ? `${title}:\n${games.map(describeGame).join('\n')}` : `${title}: no games yet.`;
}

/** Where the games live besides the email: the page (addresses and maps) and the calendar feed. */
export interface ScheduleLinks {
  page: string;
  calendar: string;
}

const linkLines = (links: ScheduleLinks) => [`See your games, with each gym's address and a map: ${links.page}`, `Add the games to your phone's calendar (it updates by itself when a game moves): ${links.calendar}`];

/** One email per family: each child's games, the family's page and its calendar link. */
export function familyScheduleMessage(ctx: Context, family: ScheduleFamily, games: PublishedGame[], teamNames: Map<number, string>, links: ScheduleLinks): OutboxMessageInput {
  const blocks = family.children.map((child) => teamBlock(`${child.name} plays for ${teamNames.get(child.teamId) ?? 'their team'}`, gamesOfTeam(games, child.teamId)));
  return {
    leagueId: ctx.leagueId,
    topic: `season:${ctx.seasonId}`,
    kind: 'family_schedule',
    recipientName: family.name,
    recipients: family.recipients,
    subject: `${ctx.seasonName}: ${ctx.changed ? 'your game schedule has changed' : 'your game schedule'}`,
    body: [`Hello ${family.name},`, `${ctx.changed ? 'The game schedule has changed.' : 'The game schedule is out.'} Here are your children's games in ${ctx.seasonName} of ${ctx.leagueName}:`, ...blocks, ...linkLines(links), `— ${ctx.leagueName}`].join('\n\n'),
    dedupeKey: `schedule:${ctx.seasonId}:v${ctx.version}:family:${family.key}`,
  };
}

/** One email per coach, with every team they coach. */
export function coachScheduleMessage(ctx: Context, coach: ScheduleCoach, games: PublishedGame[], teamNames: Map<number, string>, links: ScheduleLinks): OutboxMessageInput {
  const blocks = coach.teamIds.map((teamId) => teamBlock(teamNames.get(teamId) ?? 'Your team', gamesOfTeam(games, teamId)));
  return {
    leagueId: ctx.leagueId,
    topic: `season:${ctx.seasonId}`,
    kind: 'coach_schedule',
    recipientName: coach.name,
    recipients: [coach.email],
    subject: `${ctx.seasonName}: ${ctx.changed ? "your team's game schedule has changed" : "your team's game schedule"}`,
    body: [`Hello ${coach.name},`, `${ctx.changed ? 'The game schedule has changed.' : 'The game schedule is out.'} Your games in ${ctx.seasonName}:`, ...blocks, ...linkLines(links), `— ${ctx.leagueName}`].join('\n\n'),
    dedupeKey: `schedule:${ctx.seasonId}:v${ctx.version}:coach:${coach.email.toLowerCase()}`,
  };
}
