import request from 'supertest';
import type { TestContext } from '../../../testing/test-app.js';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createPlayer, createSkill } from '../../../testing/league-fixtures.js';

/**
 * A saved division of four teams of six, deliberately uneven (Hawks strongest, Owls weakest),
 * with a sibling pair (group "lee") on Hawks and a player locked to Owls; coaches on the teams.
 */
export async function arrangeSavedDivision(t: TestContext) {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const skill = await createSkill(t.db, division.id, { name: 'Shooting', weight: 1, normalizationFactor: 10 });
  const names = ['Hawks', 'Bears', 'Lions', 'Owls'];
  const teams = names.map((team_name, t) => ({
    team_name,
    players: Array.from({ length: 6 }, (_, i) => ({
      name: `${team_name} player ${i + 1}`,
      ratings: { [skill.id]: 9 - t * 2 - (i % 3) * 0.5 },
      ...(team_name === 'Hawks' && i < 2 ? { group: 'Lee' } : {}),
      ...(team_name === 'Owls' && i === 0 ? { lock: 'Owls' } : {}),
    })),
  }));
  const saved = await request(t.app).post('/api/players/persist_teams/').set(admin.auth).send({ league_id: admin.leagueId, division_id: division.id, teams });
  if (saved.status !== 201) throw new Error(`persist_teams answered ${saved.status}: ${JSON.stringify(saved.body)}`);
  const teamIds = Object.fromEntries((saved.body.teams as { id: number; team_name: string }[]).map((team) => [team.team_name, team.id]));
  await t.db.team.updateMany({ where: { divisionId: division.id }, data: { coach: 'Coach Kim' } });
  return { admin, division, skill, teamIds };
}

export type SavedDivision = Awaited<ReturnType<typeof arrangeSavedDivision>>;

/** Late sign-ups: unassigned players with a stored rating (`rating` on the skill's 0-10 scale). */
export async function addLatePlayers(t: TestContext, a: SavedDivision, players: { name: string; rating: number; additionalData?: Record<string, unknown> }[]) {
  const made = [];
  for (const p of players) made.push(await createPlayer(t.db, a.division, { name: p.name, ratings: { [a.skill.id]: p.rating }, additionalData: p.additionalData }));
  return made;
}

export async function teamsOfPlayers(t: TestContext, divisionId: number) {
  const players = await t.db.player.findMany({ where: { divisionId }, select: { id: true, name: true, teamId: true }, orderBy: { id: 'asc' } });
  return new Map(players.map((p) => [p.id, p.teamId]));
}

interface PreviewTeam {
  team_id: number | null;
  team_name: string;
  players: { player_id: number }[];
}

/** apply_roster's assignment, read straight from a preview's teams. */
export function assignmentOf(results: PreviewTeam[]) {
  return results.flatMap((team) => team.players.map((p) => ({ player_id: p.player_id, team_id: team.team_id, team_name: team.team_name })));
}
