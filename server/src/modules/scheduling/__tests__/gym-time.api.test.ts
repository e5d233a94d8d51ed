import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createSeason } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { gymTimeCsv, uploadGymTime } from './arrange-season.js';

const t = useTestApp();

async function storedCounts(seasonId: number) {
  return { venues: await t.db.venue.count({ where: { seasonId } }), slots: await t.db.gymSlot.count({ where: { seasonId } }) };
}

describe('importing gym time from a CSV', () => {
  it('creates the venues with their courts and address and every slot', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const season = await createSeason(t.db, admin.leagueId);

    const res = await uploadGymTime(t.app, admin.auth, season.id, gymTimeCsv);

    expect(res.status).toBe(201);
    expect(res.body.venues).toEqual([expect.objectContaining({ name: 'Lincoln', address: '12 Elm St', courts: ['1', '2'] }), expect.objectContaining({ name: 'Roosevelt', courts: ['1'] })]);
    expect(res.body.slots).toHaveLength(12);
    expect(res.body.slots[0]).toMatchObject({ venue: 'Lincoln', court: '1', date: '2026-10-03', start: '09:00', end: '13:00' });
    expect(await storedCounts(season.id)).toEqual({ venues: 2, slots: 12 });
  });

  it('reads the date and time spellings schools send', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const season = await createSeason(t.db, admin.leagueId);
    const csv = ['Venue,Court,Date,Start,End', 'Lincoln,1,10/3/2026,9am,11:30 AM', 'Lincoln,1,Sat Oct 10 2026,1:00 PM,7:30 pm', 'Lincoln,2,"October 17, 2026",0900,1230', 'Lincoln,2,24.10.2026,18.00,21:00'].join('\n');

    const res = await uploadGymTime(t.app, admin.auth, season.id, csv);

    expect(res.status).toBe(201);
    expect(res.body.slots.map((s: { date: string; start: string; end: string }) => `${s.date} ${s.start}-${s.end}`)).toEqual([
      '2026-10-03 09:00-11:30',
      '2026-10-10 13:00-19:30',
      '2026-10-17 09:00-12:30',
      '2026-10-24 18:00-21:00',
    ]);
  });

  it('names the line it cannot read and writes nothing', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const season = await createSeason(t.db, admin.leagueId);
    const csv = ['venue,court,date,start,end', 'Lincoln,1,2026-10-03,9:00,13:00', 'Lincoln,2,2026-10-03,nine,13:00'].join('\n');

    const res = await uploadGymTime(t.app, admin.auth, season.id, csv);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Line 3: "nine" is not a time of day. Write it as 9:00, 19:30 or 7:30 PM.');
    expect(await storedCounts(season.id)).toEqual({ venues: 0, slots: 0 });
  });

  it('refuses gym time that overlaps gym time already saved, in a sentence, and writes nothing', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const season = await createSeason(t.db, admin.leagueId);
    await uploadGymTime(t.app, admin.auth, season.id, 'venue,court,date,start,end\nLincoln,1,2026-10-03,9:00,13:00');
    const csv = ['venue,court,date,start,end', 'Roosevelt,1,2026-10-03,9:00,13:00', 'lincoln,1,2026-10-03,12:00,14:00'].join('\n');

    const res = await uploadGymTime(t.app, admin.auth, season.id, csv);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Line 3: lincoln court 1 on Saturday 3 October, 12:00-14:00, overlaps gym time already saved (9:00-13:00). A court holds one booking at a time; fix the file and upload it again.');
    expect(await storedCounts(season.id)).toEqual({ venues: 1, slots: 1 });
  });

  it('refuses two lines of one file that overlap on one court', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const season = await createSeason(t.db, admin.leagueId);
    const csv = ['venue,court,date,start,end', 'Lincoln,1,2026-10-03,9:00,11:00', 'Lincoln,1,2026-10-03,11:00,13:00', 'Lincoln,1,2026-10-03,10:30,12:00'].join('\n');

    const res = await uploadGymTime(t.app, admin.auth, season.id, csv);

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Line 4: .* overlaps line 2 \(9:00-11:00\)/);
    expect(await storedCounts(season.id)).toEqual({ venues: 0, slots: 0 });
  });

  it('keeps one of two overlapping files uploaded at the same moment and refuses the other', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const season = await createSeason(t.db, admin.leagueId);

    const answers = await Promise.all([
      uploadGymTime(t.app, admin.auth, season.id, 'venue,court,date,start,end\nLincoln,1,2026-10-03,9:00,13:00'),
      uploadGymTime(t.app, admin.auth, season.id, 'venue,court,date,start,end\nLincoln,1,2026-10-03,10:00,12:00'),
    ]);

    expect(answers.map((res) => res.status).sort()).toEqual([201, 400]);
    expect(await storedCounts(season.id)).toEqual({ venues: 1, slots: 1 });
  });

  it('says which columns a file from another tool lacks', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const season = await createSeason(t.db, admin.leagueId);

    const res = await uploadGymTime(t.app, admin.auth, season.id, 'Facility,Resource,Start Time,End Time\nLincoln,Court 1,2026-10-03 09:00,2026-10-03 13:00');

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^The file has no "venue", "court", "date", "start", "end" columns\. A gym-time file has the columns venue, court, date, start and end/);
  });

  it("answers another league's season as not found", async () => {
    const admin = await createAdminInNewLeague(t.db);
    const other = await createAdminInNewLeague(t.db);
    const season = await createSeason(t.db, other.leagueId);

    const res = await uploadGymTime(t.app, admin.auth, season.id, gymTimeCsv);

    expect(res.status).toBe(404);
    expect(await storedCounts(season.id)).toEqual({ venues: 0, slots: 0 });
  });
});
