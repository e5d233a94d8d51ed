import type { Db } from '../../../lib/db/database.js';

interface Game {
  id: number;
  homeTeamId: number;
  awayTeamId: number;
  venueId: number;
  court: string;
  date: Date;
  startMinute: number;
  endMinute: number;
}

const overlap = (a: Game, b: Game) => a.date.getTime() === b.date.getTime() && a.startMinute < b.endMinute && b.startMinute < a.endMinute;
const day = (g: Game) => g.date.toISOString().slice(0, 10);
/** At one venue: overlapping; at two: closer than the drive between them. */
const tooClose = (a: Game, b: Game, drive: number) => (a.venueId === b.venueId ? overlap(a, b) : day(a) === day(b) && a.startMinute < b.endMinute + drive && b.startMinute < a.endMinute + drive);

/**
 * The hard rules, written again from scratch over the stored rows (not through the optimizer):
 * every game inside gym time; one game a court at a time; a team never twice a day; a coach's
 * teams never at once; siblings never at once at two venues; with `driveMinutes`, neither closer
 * than the drive between two venues. Answers the broken ones in words.
 */
export async function brokenRules(db: Db, seasonId: number, links: { coachTeams: number[][]; familyTeams: number[][]; driveMinutes?: number }): Promise<string[]> {
  const drive = links.driveMinutes ?? 0;
  const games = await db.scheduleGame.findMany({ where: { seasonId } });
  const slots = await db.gymSlot.findMany({ where: { seasonId } });
  const broken: string[] = [];
  for (const g of games) {
    const inside = slots.some((s) => s.venueId === g.venueId && s.court === g.court && s.date.getTime() === g.date.getTime() && s.startMinute <= g.startMinute && g.endMinute <= s.endMinute);
    if (!inside) broken.push(`game ${g.id} is outside gym time`);
  }
  const teamsOf = (g: Game) => [g.homeTeamId, g.awayTeamId];
  for (const [i, a] of games.entries()) {
    for (const b of games.slice(i + 1)) {
      if (a.venueId === b.venueId && a.court === b.court && overlap(a, b)) broken.push(`games ${a.id} and ${b.id} share a court`);
      if (day(a) === day(b) && teamsOf(a).some((t) => teamsOf(b).includes(t))) broken.push(`games ${a.id} and ${b.id}: a team twice a day`);
      for (const teams of links.coachTeams) if (tooClose(a, b, drive) && teamsOf(a).some((t) => teams.includes(t)) && teamsOf(b).some((t) => teams.includes(t))) broken.push(`games ${a.id} and ${b.id}: a coach twice at once`);
      for (const teams of links.familyTeams) {
        if (a.venueId !== b.venueId && tooClose(a, b, drive) && teamsOf(a).some((t) => teams.includes(t)) && teamsOf(b).some((t) => teams.includes(t))) broken.push(`games ${a.id} and ${b.id}: a family at two venues at once`);
      }
    }
  }
  return broken;
}
