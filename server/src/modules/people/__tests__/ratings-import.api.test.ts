import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeLeague, importExport, importRatingsFile } from '../../ratings/__tests__/arrange-seasons.js';

const t = useTestApp();

const roster = ['PlayerID,Name,Birthdate', 'A-1,Ana Ruiz,2016-04-02', 'A-2,Benjamin Ode,2016-05-02', 'A-3,Cy Hart,2016-06-02'].join('\n');

async function arrange() {
  const l = await arrangeLeague(t);
  await importExport(t, l, l.u10.id, roster);
  const players = await t.db.player.findMany({ where: { divisionId: l.u10.id }, orderBy: { id: 'asc' } });
  const fields = { skill_mapping: JSON.stringify({ [l.shooting10.id]: 'Shooting' }), rater_name: 'Tryout panel', rated_on: '2025-08-20', name_columns: '["Player"]', dob_column: 'DOB' };
  return { l, players, fields };
}

const ratingsOf = (playerIds: number[]) => t.db.playerSkillRating.findMany({ where: { playerId: { in: playerIds } }, orderBy: { playerId: 'asc' } });

describe('POST /api/ratings/import/', () => {
  it('matches by registration id, else exact name and birthday, and writes each rating with its source', async () => {
    const { l, players, fields } = await arrange();
    const csv = ['ID,Player,DOB,Shooting', 'A-1,Ana R.,2016-04-02,8', ',Cy Hart,2016-06-02,6.5'].join('\n');

    const res = await importRatingsFile(t, l, l.u10.id, csv, { ...fields, registration_id_column: 'ID' });

    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual({ matched: 2, possible_matches: 0, skipped: 0, problems: 0, ratings: 2 });
    expect(res.body.rows.map((r: { matched_by: string }) => r.matched_by)).toEqual(['registration_id', 'name_and_birthday']);
    expect((await ratingsOf(players.map((p) => p.id))).map((r) => [r.playerId, r.rating])).toEqual([[players[0]!.id, 8], [players[2]!.id, 6.5]]);
    expect(await t.db.ratingEntry.findFirst({ where: { playerId: players[0]!.id } })).toMatchObject({ kind: 'ratings_file', raterName: 'Tryout panel', ratedOn: new Date('2025-08-20'), label: 'Fall 2025, U10' });
  });

  it('lists a near match for the admin instead of merging it, and writes it once confirmed', async () => {
    const { l, players, fields } = await arrange();
    const csv = ['Player,DOB,Shooting', 'Benjamen Ode,2016-05-02,7'].join('\n');

    const preview = await importRatingsFile(t, l, l.u10.id, csv, { ...fields, dry_run: 'true' });
    const refused = await importRatingsFile(t, l, l.u10.id, csv, fields);
    const confirmed = await importRatingsFile(t, l, l.u10.id, csv, { ...fields, match_decisions: JSON.stringify({ 2: players[1]!.id }) });

    expect(preview.body.rows[0]).toMatchObject({ status: 'possible_match', candidates: [{ player_id: players[1]!.id, name: 'Benjamin Ode', reason: 'typo' }] });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/^Row 2 may be players of this division/);
    expect(confirmed.body.rows[0]).toMatchObject({ status: 'matched', matched_by: 'confirmed' });
    expect((await ratingsOf([players[1]!.id])).map((r) => r.rating)).toEqual([7]);
  });

  it('names every row with a problem and writes nothing when any row has one', async () => {
    const { l, players, fields } = await arrange();
    const csv = ['ID,Player,DOB,Shooting', 'A-1,Ana Ruiz,2016-04-02,8', 'A-2,Benjamin Ode,2016-05-02,11', ',Zed Nobody,2016-01-01,5', 'A-3,Cy Hart,2016-06-02,6', 'A-3,Cy Hart,2016-06-02,7'].join('\n');

    const res = await importRatingsFile(t, l, l.u10.id, csv, { ...fields, registration_id_column: 'ID' });

    expect(res.status).toBe(422);
    expect(res.body.error).toBe('Row 3, column "Shooting": "11" is not a rating between 0 and 10 (10 is best). (and 3 more) No rating was saved: correct the file and upload it again.');
    expect(res.body.details.rows.map((r: { row: number; problems: string[] }) => [r.row, r.problems])).toEqual([
      [3, ['Row 3, column "Shooting": "11" is not a rating between 0 and 10 (10 is best).']],
      [4, ['Row 4: Zed Nobody, born 2016-01-01, is not registered in this division.']],
      [5, ['Row 5 rates the same player as row 6 (Cy Hart).']],
      [6, ['Row 6 rates the same player as row 5 (Cy Hart).']],
    ]);
    expect(await ratingsOf(players.map((p) => p.id))).toEqual([]);
    expect(await t.db.ratingEntry.count({ where: { playerId: { in: players.map((p) => p.id) } } })).toBe(0);
  });

  it('reads a file rated 1 = best onto the skill scale when the admin says so', async () => {
    const { l, players, fields } = await arrange();
    const csv = ['Player,DOB,Shooting', 'Ana Ruiz,2016-04-02,2'].join('\n');

    await importRatingsFile(t, l, l.u10.id, csv, { ...fields, scale_min: '1', scale_max: '5', low_is_best: 'true' });

    // 2 on 1-5 with 1 best is three quarters of the way to the best: 7.5 of 10.
    expect((await ratingsOf([players[0]!.id])).map((r) => r.rating)).toEqual([7.5]);
  });
});
