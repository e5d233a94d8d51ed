import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../testing/factories.js';
import { createDivision } from '../../testing/league-fixtures.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();

const csv = ['PlayerID,First Name,Last Name,Birthdate', 'E-1,José,Núñez,2016-03-07', 'E-2,Zoë,Ødegaard,2016-05-01'].join('\r\n');

async function importBytes(bytes: Buffer) {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const res = await request(t.app)
    .post('/api/players/import/')
    .set(admin.auth)
    .field('division_id', String(division.id))
    .field('dry_run', 'false')
    .attach('file', bytes, { filename: 'export.csv', contentType: 'text/csv' });
  const names = (await t.db.participant.findMany({ where: { leagueId: admin.leagueId }, orderBy: { name: 'asc' } })).map((p) => p.name);
  return { res, names };
}

const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();

describe('an uploaded CSV is read in the encoding it was saved in (decision 0112)', () => {
  it('a UTF-16 file with its byte-order mark (Excel\'s "Unicode text") is decoded, little- or big-endian', async () => {
    const little = await importBytes(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv, 'utf16le')]));
    const big = await importBytes(Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(csv)]));

    expect(little.res.status).toBe(200);
    expect(little.names).toEqual(['José Núñez', 'Zoë Ødegaard']);
    expect(big.res.status).toBe(200);
    expect(big.names).toEqual(['José Núñez', 'Zoë Ødegaard']);
  });

  it('a UTF-8 file with a byte that is not UTF-8 is refused naming its row, and nothing is stored', async () => {
    // Row 3 was typed in another program and pasted in: its "ë" is the lone Windows byte EB.
    const damaged = Buffer.concat([Buffer.from('PlayerID,First Name,Last Name,Birthdate\r\nE-1,José,Núñez,2016-03-07\r\nE-2,Zo'), Buffer.from([0xeb]), Buffer.from(',Smith,2016-05-01')]);

    const { res, names } = await importBytes(damaged);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_text_encoding', details: { row: 3 } });
    expect(res.body.error).toMatch(/^Row 3 of the file has characters that cannot be read/);
    expect(names).toEqual([]);
  });

  it('a file saved by Excel on Windows (Windows-1252, no UTF-8 at all) is still read as its author saw it', async () => {
    const windows = Buffer.from('PlayerID,First Name,Last Name,Birthdate\r\nE-1,Jos\xe9,O\x92Brien,2016-03-07', 'latin1');

    const { res, names } = await importBytes(windows);

    expect(res.status).toBe(200);
    expect(names).toEqual(['José O’Brien']);
  });
});
