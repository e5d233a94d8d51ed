import type { LeagueContext } from '../../lib/permissions.js';
import type { ScheduleDivision, ScheduledGame } from './optimizer/index.js';
import { toScheduledGame } from './scheduling.dto.js';
import * as repo from './scheduling.repository.js';

type Game = Awaited<ReturnType<typeof repo.findSeasonGames>>[number];

/**
 * The divisions not being built that have saved games, as the optimizer's fixed games
 * (decision 0202): each division with its kept game length and changeover (one saved before
 * settings were kept: its longest game, no changeover), and its games where they are saved.
 */
export async function readSavedDivisions(db: LeagueContext['db'], others: Game[], names: Map<number, string>): Promise<{ divisions: ScheduleDivision[]; games: ScheduledGame[] }> {
  const ids = [...new Set(others.map((g) => g.divisionId))];
  const kept = new Map((await repo.findScheduleSettings(db, ids)).map((s) => [s.divisionId, s]));
  const divisions: ScheduleDivision[] = ids.map((id) => {
    const longest = Math.max(...others.filter((g) => g.divisionId === id).map((g) => g.endMinute - g.startMinute));
    return { id, name: names.get(id) ?? `Division ${id}`, gameMinutes: kept.get(id)?.gameMinutes ?? longest, changeoverMinutes: kept.get(id)?.changeoverMinutes ?? 0, gamesPerTeam: { kind: 'count', count: 0 } };
  });
  return { divisions, games: others.map(toScheduledGame) };
}
