import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeSeason, gymTimeCsv, twoDivisions, uploadGymTime } from './arrange-season.js';
import { brokenRules } from './check-saved-games.js';
import { readFeed } from './read-feed.js';

const t = useTestApp();
const makeUpSaturday = ['venue,court,date,start,end', 'Lincoln,1,2026-10-31,9:00,13:00', 'Lincoln,2,2026-10-31,9:00,13:00'].join('\n');

interface Game {
  id: number;
  venue_id: number;
  start: string;
  venue: string;
  court: string;
}

async function arrangePublished(csv: string[]) {
  const admin = await createAdminInNewLeague(t.db);
  const a = await arrangeSeason(t.db, admin.leagueId);
  for (const file of csv) await uploadGymTime(t.app, admin.auth, a.season.id, file);
  const built = await request(t.app).post(`/api/seasons/${a.season.id}/schedule/`).set(admin.auth).send(twoDivisions(a));
  await request(t.app).post(`/api/seasons/${a.season.id}/schedule/publish/`).set(admin.auth);
  const games = built.body.games as Game[];
  return { admin, ...a, games, closedDate: games[0]!.start.slice(0, 10) };
}

const close = (auth: Record<string, string>, seasonId: number, body: object) => request(t.app).post(`/api/seasons/${seasonId}/schedule/close/`).set(auth).send(body);
const places = async (seasonId: number) => (await t.db.scheduleGame.findMany({ where: { seasonId }, orderBy: { id: 'asc' } })).map((g) => `${g.id} ${g.venueId}/${g.court} ${g.date.toISOString().slice(0, 10)} ${g.startMinute}`);

describe('closing a day of gym time', () => {
  it('previews the moves of a dry run without changing anything', async () => {
    const a = await arrangePublished([gymTimeCsv, makeUpSaturday]);
    const before = await places(a.season.id);

    const res = await close(a.admin.auth, a.season.id, { date: a.closedDate, dry_run: true });

    expect(res.status).toBe(200);
    const onClosedDay = a.games.filter((g) => g.start.startsWith(a.closedDate)).map((g) => g.id);
    expect(res.body.moved.filter((m: { kind: string }) => m.kind === 'closed').map((m: { game_id: number }) => m.game_id).sort()).toEqual(onClosedDay.sort());
    expect(res.body.moved.every((m: { to: Game | null }) => m.to !== null && !m.to.start.startsWith(a.closedDate))).toBe(true);
    expect(res.body.summary).toMatch(/^\d+ games? moves?/);
    expect(await places(a.season.id)).toEqual(before);
    expect(await t.db.gymSlot.count({ where: { seasonId: a.season.id, date: new Date(a.closedDate) } })).toBe(3);
  });

  it('moves only the games the closure touches (others only when named), and the next publication tells only those concerned', async () => {
    const a = await arrangePublished([gymTimeCsv, makeUpSaturday]);
    // The venue of the day's first game closes (a school event); the day's other gym stays open.
    const closed = await t.db.venue.findUniqueOrThrow({ where: { id: a.games[0]!.venue_id } });
    const before = new Map((await t.db.scheduleGame.findMany({ where: { seasonId: a.season.id } })).map((g) => [g.id, g]));
    const household = a.households[0]!;
    const feed = await t.db.calendarFeed.findFirstOrThrow({ where: { seasonId: a.season.id, kind: 'family', subject: `household-${household.id}` } });

    const res = await close(a.admin.auth, a.season.id, { date: a.closedDate, venue: closed.id, dry_run: false });
    const republished = await request(t.app).post(`/api/seasons/${a.season.id}/schedule/publish/`).set(a.admin.auth);
    const calendar = await request(t.app).get(`/api/public/calendars/${feed.token}.ics`);

    expect(res.status).toBe(200);
    const named = new Set(res.body.moved.map((m: { game_id: number }) => m.game_id));
    const after = await t.db.scheduleGame.findMany({ where: { seasonId: a.season.id } });
    for (const game of after) {
      const was = before.get(game.id)!;
      const same = was.date.getTime() === game.date.getTime() && was.startMinute === game.startMinute && was.venueId === game.venueId && was.court === game.court;
      expect(same || named.has(game.id)).toBe(true);
      expect(game.venueId === closed.id && game.date.toISOString().slice(0, 10) === a.closedDate).toBe(false);
    }
    expect(await t.db.gymSlot.count({ where: { seasonId: a.season.id, date: new Date(a.closedDate) } })).toBe(3 - closed.courts.length);
    expect(await brokenRules(t.db, a.season.id, { coachTeams: [], familyTeams: a.households.map((h) => h.teamIds) })).toEqual([]);
    const movedTeams = new Set(after.filter((g) => named.has(g.id)).flatMap((g) => [g.homeTeamId, g.awayTeamId]));
    expect(republished.body.version).toBe(2);
    const concerned = (teamIds: number[]) => teamIds.some((id) => movedTeams.has(id));
    const families = a.households.filter((h) => concerned(h.teamIds)).length + a.singles.filter((single) => movedTeams.has(single.teamId)).length;
    const coaches = new Set(a.teams.filter((team) => movedTeams.has(team.id)).map((team) => team.coachEmail)).size;
    expect(named.size).toBeGreaterThan(0);
    expect(republished.body.notified).toEqual({ families, coaches });
    const familyGames = after.filter((g) => household.teamIds.includes(g.homeTeamId) || household.teamIds.includes(g.awayTeamId));
    const events = readFeed(calendar.text);
    expect(events.map((e) => e.uid).sort()).toEqual(familyGames.map((g) => `game-${g.id}@league-platform`).sort());
    expect(events.some((e) => e.start.startsWith(a.closedDate) && e.location.startsWith(closed.name))).toBe(false);
  });

  it("moves a closed day's game only to a day its coaches did not ask to keep free (stored blackout dates)", async () => {
    const a = await arrangePublished([gymTimeCsv, makeUpSaturday]);
    const closedGame = await t.db.scheduleGame.findUniqueOrThrow({ where: { id: a.games.find((g) => g.start.startsWith(a.closedDate))!.id } });
    const teamIds = [closedGame.homeTeamId, closedGame.awayTeamId];
    // Where the game would go with no request, then both coaches ask to keep that day free.
    const preview = await close(a.admin.auth, a.season.id, { date: a.closedDate, dry_run: true });
    const wouldGo = (preview.body.moved as { game_id: number; to: Game }[]).find((m) => m.game_id === closedGame.id)!.to.start.slice(0, 10);
    for (const teamId of teamIds) {
      await request(t.app).put(`/api/seasons/${a.season.id}/teams/${teamId}/blackout_dates/`).set(a.admin.auth).send({ dates: [wouldGo] }).expect(200);
    }

    const res = await close(a.admin.auth, a.season.id, { date: a.closedDate, dry_run: false });

    const theirs = await t.db.scheduleGame.findMany({ where: { seasonId: a.season.id, OR: [{ homeTeamId: { in: teamIds } }, { awayTeamId: { in: teamIds } }] } });
    const days = theirs.map((g) => g.date.toISOString().slice(0, 10));
    expect(res.status).toBe(200);
    expect(days).not.toContain(wouldGo);
    expect(days).not.toContain(a.closedDate);
    expect(await brokenRules(t.db, a.season.id, { coachTeams: [], familyTeams: a.households.map((h) => h.teamIds) })).toEqual([]);
  });

  it('changes nothing when a closed game finds no free gym time, and says what to do', async () => {
    const threeSaturdays = gymTimeCsv.split('\n').filter((line) => !line.includes('2026-10-24')).join('\n');
    const a = await arrangePublished([threeSaturdays]);
    const before = await places(a.season.id);

    const res = await close(a.admin.auth, a.season.id, { date: a.closedDate });

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Nothing was changed: .*found no free gym time\. Add make-up gym time for them first, then close the day again\.$/);
    expect(await places(a.season.id)).toEqual(before);
  });

  it("answers another league's season or venue as not found, and a bad date with a sentence", async () => {
    const a = await arrangePublished([gymTimeCsv]);
    const other = await createAdminInNewLeague(t.db);

    const foreign = await close(other.auth, a.season.id, { date: a.closedDate });
    const venue = await close(a.admin.auth, a.season.id, { date: a.closedDate, venue: 2147483647 });
    const date = await close(a.admin.auth, a.season.id, { date: '31/10/2026' });

    expect([foreign.status, venue.status, date.status]).toEqual([404, 404, 400]);
    expect(date.body.error).toBe('date must be a day in YYYY-MM-DD format.');
  });
});
