import Papa from 'papaparse';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeLeague } from '../../players/__tests__/arrange.js';

const t = useTestApp();

const parse = (text: string) => Papa.parse<string[]>(text.trim(), { skipEmptyLines: true }).data;

describe('GET /api/teams/export/', () => {
  it('downloads the players of a division with the default columns as an attachment', async () => {
    const { admin, division, teamA, addPlayer } = await arrangeLeague(t.db);
    await addPlayer('Mary Ann Lee', 5, teamA.id, { dateOfBirth: new Date('2014-02-03') });
    await addPlayer('Cher', 5, null);

    const res = await request(t.app).get('/api/teams/export/').query({ league: admin.leagueId, division: division.id, scope: 'players' }).set(admin.auth);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="players_division-[a-z0-9-]+_\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(parse(res.text)).toEqual([
      ['Division', 'Team', 'First Name', 'Last Name', 'Date of Birth'],
      [division.name, 'Alpha', 'Mary', 'Ann Lee', '2014-02-03'],
      [division.name, '', 'Cher', '', ''],
    ]);
  });

  it("takes chosen columns, titles and per-skill rating columns on the skill's own scale, said in the title", async () => {
    const { admin, division, teamA, defense, addPlayer } = await arrangeLeague(t.db);
    const player = await addPlayer('Pat Poe', 6, teamA.id, { heightCm: 158, additionalData: { region: 'W' } });

    const res = await request(t.app)
      .get('/api/teams/export/')
      .query({
        division: division.id,
        columns: 'player_id,player_full_name,player_email,player_height_cm,player_overall_skill,player_additional_data',
        skill_ids: String(defense.id),
        column_labels: JSON.stringify({ player_full_name: 'Name', player_id: 'ID' }),
      })
      .set(admin.auth);

    expect(res.status).toBe(200);
    expect(parse(res.text)).toEqual([
      ['ID', 'Name', 'Email', 'Height (cm)', 'Overall Skill', 'Additional Data', 'Defense (0-5)'],
      [String(player.id), 'Pat Poe', '', '158', '6', '{"region":"W"}', '3'],
    ]);
  });

  it('exports saved rule values and columns kept from the imported file', async () => {
    const { admin, division, teamA, addPlayer } = await arrangeLeague(t.db);
    await addPlayer('Ann Lee', 5, teamA.id, { additionalData: { group: 'Lee', lock: 'Alpha', requests: ['Bo Diaz', 'Cy Park'], gender: 'F', School: 'Lincoln' } });

    const res = await request(t.app)
      .get('/api/teams/export/')
      .query({ league: admin.leagueId, division: division.id, scope: 'players', columns: 'player_full_name,player_gender,player_group,player_lock,player_apart,player_requests,additional_data.School' })
      .set(admin.auth);

    expect(res.status).toBe(200);
    expect(parse(res.text)).toEqual([
      ['Full Name', 'Gender', 'Group', 'Locked Team', 'Keep Apart', 'Teammate Requests', 'School'],
      ['Ann Lee', 'F', 'Lee', 'Alpha', '', 'Bo Diaz; Cy Park', 'Lincoln'],
    ]);
  });

  it('exports teams with their columns, defaults first', async () => {
    const { admin, division } = await arrangeLeague(t.db);
    await t.db.team.updateMany({ where: { divisionId: division.id, name: 'Alpha' }, data: { coach: 'Kay' } });

    const plain = await request(t.app).get('/api/teams/export/').query({ scope: 'teams', division: division.id }).set(admin.auth);
    const full = await request(t.app)
      .get('/api/teams/export/')
      .query({ scope: 'teams', division: division.id, columns: 'team_name,team_coach,league_name,division_id' })
      .set(admin.auth);

    expect(plain.headers['content-disposition']).toMatch(/filename="teams_/);
    expect(parse(plain.text)).toEqual([['Division', 'Team'], [division.name, 'Alpha'], [division.name, 'Bravo']]);
    const league = await t.db.league.findUniqueOrThrow({ where: { id: admin.leagueId } });
    expect(parse(full.text)[1]).toEqual(['Alpha', 'Kay', league.name, String(division.id)]);
  });

  it('neutralises spreadsheet formulas in cells and titles', async () => {
    const { admin, division, addPlayer } = await arrangeLeague(t.db);
    await addPlayer('=HYPERLINK("http://evil")', 5, null);
    await addPlayer('@cmd', 5, null);

    const res = await request(t.app)
      .get('/api/teams/export/')
      .query({ division: division.id, columns: 'player_full_name', column_labels: JSON.stringify({ player_full_name: '=Name' }) })
      .set(admin.auth);

    const rows = parse(res.text);
    expect(rows[0]).toEqual(["'=Name"]);
    expect(rows.slice(1).map((r) => r[0]).sort()).toEqual(["'=HYPERLINK(\"http://evil\")", "'@cmd"]);
  });

  it.each([
    [{ columns: '' }, 'Select at least one column to include in the export.'],
    [{ columns: 'team_name,shoe_size' }, 'Unknown export column "shoe_size".'],
    [{ scope: 'teams', columns: 'player_email' }, 'Unknown export column "player_email".'],
    [{ column_labels: JSON.stringify({ team_name: '  ' }) }, 'Column "Team" must have a non-empty column title.'],
    [{ column_labels: JSON.stringify({ team_name: 'x'.repeat(121) }) }, 'Column "Team" title must be at most 120 characters long.'],
    [{ column_labels: '{oops' }, 'column_labels must be a JSON object mapping columns to titles.'],
    [{ scope: 'coaches' }, 'Scope must be players or teams.'],
    [{ skill_ids: '1,abc' }, 'skill_ids must be comma-separated skill ids.'],
  ])('when the query is invalid (%o), answers 400 with the reason', async (query, message) => {
    const { admin } = await arrangeLeague(t.db);

    const res = await request(t.app).get('/api/teams/export/').query(query).set(admin.auth);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it.each(['league', 'division', 'season', 'skill_ids'])('when the %s is another league’s, answers 404', async (field) => {
    const mine = await arrangeLeague(t.db);
    const theirs = await arrangeLeague(t.db);
    const ids: Record<string, number> = {
      league: theirs.admin.leagueId,
      division: theirs.division.id,
      season: theirs.division.seasonId,
      skill_ids: theirs.shooting.id,
    };

    const res = await request(t.app).get('/api/teams/export/').query({ [field]: ids[field] }).set(mine.admin.auth);

    expect(res.status).toBe(404);
  });
});
