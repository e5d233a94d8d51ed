import { AppError } from '../../lib/app-error.js';
import { requireAllInLeague, type LeagueContext } from '../../lib/permissions.js';
import type { ScheduleBlackoutHours, ScheduleCoach, ScheduleDivision, ScheduleHousehold, ScheduleInput, ScheduleTeam } from './optimizer/index.js';
import { isoDay } from './scheduling.dto.js';
import { readSavedDivisions } from './saved-divisions.js';
import { readTravelInput } from './schedule-rules.service.js';
import * as repo from './scheduling.repository.js';
import { expandWeeklyBlackouts } from './weekly-blackouts.js';

/** A stored part of a day off as the optimizer reads it: an open end is left out. */
function toBlackoutHours(row: { date: Date; fromMinute: number | null; untilMinute: number | null }): ScheduleBlackoutHours {
  return { date: isoDay(row.date), ...(row.fromMinute !== null && { from: row.fromMinute }), ...(row.untilMinute !== null && { until: row.untilMinute }) };
}

/** One division's scheduling settings, as the request gave them and schedule_settings keeps them. */
export interface DivisionSettings {
  divisionId: number;
  gamesPerTeam: number;
  gameMinutes: number;
  changeoverMinutes: number;
  earliestStart: number | null;
  latestStart: number | null;
  gamesPerWeek: number;
  familyRule: 'hard' | 'soft';
  /** The Mondays of the weeks the division plays; empty: every week with gym time. */
  weeks: string[];
}

export interface SeasonInput {
  input: ScheduleInput;
  venueNames: Map<number, string>;
}

type Db = LeagueContext['db'];

/** A coach is their email, else their name: the same person coaching two teams is one coach (decision 0155). */
const coachKey = (team: { coach: string | null; coachEmail: string | null }) => team.coachEmail?.trim().toLowerCase() || team.coach?.trim().toLowerCase() || null;

/**
 * The optimizer's input for some divisions of a season, read from what is stored: the season's
 * venues, travel minutes and gym time, the divisions' weeks, teams (with their blackout dates,
 * weekly rules laid on the gym days) and coaches; other divisions' saved games as fixed games,
 * with their divisions and teams, so their courts, coaches and families count (decision 0202);
 * and the households whose children play on two or more of all those teams.
 * Another league's division is a 404; a division of another season, or one with fewer than
 * two teams, a 400 naming it; a season without gym time, a 400.
 */
export async function readSeasonInput(ctx: LeagueContext, db: Db, seasonId: number, settings: DivisionSettings[]): Promise<SeasonInput> {
  const wanted = settings.map((s) => s.divisionId);
  await requireAllInLeague(ctx, 'division', wanted);
  const [divisions, venues, slots, players, games, travel] = await Promise.all([
    repo.findDivisionsWithTeams(db, seasonId, ctx.leagueId),
    repo.findVenues(db, seasonId),
    repo.findGymSlots(db, seasonId),
    repo.findRosteredPlayers(db, seasonId),
    repo.findSeasonGames(db, seasonId),
    readTravelInput(db, seasonId),
  ]);
  const byId = new Map(divisions.map((d) => [d.id, d]));
  const chosen = settings.map((s) => {
    const division = byId.get(s.divisionId);
    if (!division) throw AppError.badRequest(`Division ${s.divisionId} belongs to another season; schedule it with its own season.`, { fields: { divisions: 'another season' } }, 'validation_error');
    if (division.teams.length < 2) throw AppError.badRequest(`${division.name} has ${division.teams.length === 0 ? 'no teams' : 'one team'}; a division needs at least two teams to play games.`, { fields: { divisions: 'too few teams' } }, 'validation_error');
    return { division, s };
  });
  if (slots.length === 0) throw AppError.badRequest('This season has no gym time yet. Import the gym time the schools gave you first.', undefined, 'no_gym_time');

  const others = games.filter((g) => !wanted.includes(g.divisionId));
  const saved = await readSavedDivisions(db, others, new Map(divisions.map((d) => [d.id, d.name])));
  const withTeams = [...chosen.map((c) => c.division), ...divisions.filter((d) => saved.divisions.some((s) => s.id === d.id))];
  const gymDays = [...new Set(slots.map((s) => isoDay(s.date)))];
  const coachIds = new Map<string, number>();
  const coaches: ScheduleCoach[] = [];
  const teams: ScheduleTeam[] = withTeams.flatMap((division) =>
    division.teams.map((team) => {
      const key = coachKey(team);
      if (key && !coachIds.has(key)) {
        coachIds.set(key, coachIds.size + 1);
        coaches.push({ id: coachIds.size, name: team.coach?.trim() || team.coachEmail!.trim() });
      }
      const weekly = expandWeeklyBlackouts(team.blackoutWeekly, gymDays);
      const blackoutDates = [...new Set([...team.blackoutDates.map(isoDay), ...weekly.dates])];
      return { id: team.id, name: team.name, divisionId: division.id, coachIds: key ? [coachIds.get(key)!] : [], blackoutDates, blackoutHours: [...team.blackoutHours.map(toBlackoutHours), ...weekly.hours] };
    }),
  );
  const scheduledDivisions: ScheduleDivision[] = chosen.map(({ division, s }) => ({
    id: division.id,
    name: division.name,
    gameMinutes: s.gameMinutes,
    changeoverMinutes: s.changeoverMinutes,
    gamesPerTeam: { kind: 'count', count: s.gamesPerTeam },
    earliestStart: s.earliestStart ?? undefined,
    latestStart: s.latestStart ?? undefined,
    maxGamesPerWeek: s.gamesPerWeek,
    ...(s.weeks.length > 0 ? { weeks: s.weeks } : {}),
  }));
  const teamIds = new Set(teams.map((t) => t.id));
  return {
    input: {
      venues: venues.map((v) => ({ id: v.id, name: v.name })),
      travel: travel.travel,
      slots: slots.map((s) => ({ venueId: s.venueId, court: s.court, date: isoDay(s.date), start: s.startMinute, end: s.endMinute })),
      divisions: [...scheduledDivisions, ...saved.divisions],
      teams,
      households: householdsAcross(players, teamIds),
      coaches,
      ...(saved.games.length > 0 ? { fixedGames: saved.games } : {}),
      options: { seed: seasonId, familyRule: settings[0]?.familyRule ?? 'hard', defaultTravelMinutes: travel.defaultMinutes },
    },
    venueNames: new Map(venues.map((v) => [v.id, v.name])),
  };
}

/** The kept settings of divisions that have saved games (a closure or a moved game checks against them). */
export async function readKeptSettings(ctx: LeagueContext, divisionIds: number[], then: string): Promise<DivisionSettings[]> {
  const rows = await repo.findScheduleSettings(ctx.db, divisionIds);
  if (rows.length < divisionIds.length) throw AppError.conflict(`Some games were scheduled before their settings were kept; build the schedule again, then ${then}.`);
  return rows.map((r) => ({ ...r, familyRule: r.familyRule === 'soft' ? 'soft' : 'hard', weeks: r.weeks.map(isoDay) }));
}

/** Households with children on two or more of the input's teams (fixed games' included): the ones the family rules bite on. */
function householdsAcross(players: Awaited<ReturnType<typeof repo.findRosteredPlayers>>, teamIds: Set<number>): ScheduleHousehold[] {
  const byHousehold = new Map<number, Set<number>>();
  const names = new Map<number, string>();
  for (const player of players) {
    const household = player.participant?.householdId;
    if (!household || player.teamId === null || !teamIds.has(player.teamId)) continue;
    byHousehold.set(household, (byHousehold.get(household) ?? new Set()).add(player.teamId));
    if (player.participant?.household?.name) names.set(household, player.participant.household.name);
  }
  return [...byHousehold].filter(([, t]) => t.size > 1).map(([id, t]) => ({ id, teamIds: [...t], ...(names.has(id) ? { name: names.get(id)! } : {}) }));
}
