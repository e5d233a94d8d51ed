import type { Db } from '../../../lib/db/database.js';
import * as repo from '../scheduling.repository.js';
import { coachesOf, familiesOf } from './schedule-audience.js';

export interface FeedAudience {
  /** The family's, coach's or team's name. */
  name: string;
  /** The teams whose games the feed and page show, with the family's children on each. */
  teams: { id: number; name: string; division: string; players: string[] }[];
}

/**
 * Who a calendar link is for, as the season's rosters have it today: a team, a household's
 * children's teams, or every team a coach (by email) coaches. A family or coach no longer in
 * the season follows no team.
 */
export async function readFeedAudience(db: Db, feed: { kind: string; subject: string; seasonId: number }, leagueId: number): Promise<FeedAudience> {
  const divisions = await repo.findDivisionsWithTeams(db, feed.seasonId, leagueId);
  const teamById = new Map(divisions.flatMap((d) => d.teams.map((t) => [t.id, { id: t.id, name: t.name, division: d.name, coach: t.coach, coachEmail: t.coachEmail }] as const)));
  const teamsOf = (ids: number[], players: (id: number) => string[] = () => []) =>
    [...new Set(ids)].flatMap((id) => {
      const team = teamById.get(id);
      return team ? [{ id, name: team.name, division: team.division, players: players(id) }] : [];
    });
  if (feed.kind === 'team') {
    const teams = teamsOf([Number(feed.subject)]);
    return { name: teams[0]?.name ?? 'Team', teams };
  }
  if (feed.kind === 'family') {
    const family = familiesOf(await repo.findRosteredPlayers(db, feed.seasonId)).find((f) => f.key === feed.subject);
    const children = family?.children ?? [];
    return { name: family?.name ?? 'Family', teams: teamsOf(children.map((c) => c.teamId), (id) => children.filter((c) => c.teamId === id).map((c) => c.name)) };
  }
  const coach = coachesOf([...teamById.values()]).find((c) => c.email.toLowerCase() === feed.subject);
  return { name: coach?.name ?? 'Coach', teams: teamsOf(coach?.teamIds ?? []) };
}
