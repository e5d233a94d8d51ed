import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createPlayer, createSeason, createSkill, createTeam } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

const header = 'PlayerID,First Name,Last Name,Birthdate,Gender,Parent 1 Email,Parent 1 Mobile Phone Number';
const spring = [
  header,
  'LA-1,Ana,Ruiz,04/02/2016,Female,ruiz@example.org,555-0101',
  'LA-2,Luis,Ruiz,2017-09-30,M,ruiz@example.org,555-0101',
  'LA-3,Mia,Park,2016-03-07,F,park@example.org,',
].join('\n');

async function arrange() {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId, { name: 'U10' });
  return { admin, division };
}
type Arranged = Awaited<ReturnType<typeof arrange>>;

function importFile(a: Arranged, csv: string, fields: Record<string, string> = {}, divisionId = a.division.id) {
  let req = request(t.app).post('/api/players/import/').set(a.admin.auth).field('division_id', String(divisionId));
  for (const [key, value] of Object.entries({ dry_run: 'false', ...fields })) req = req.field(key, value);
  return req.attach('file', Buffer.from(csv), { filename: 'export.csv', contentType: 'text/csv' });
}

const countParticipants = (leagueId: number) => t.db.participant.count({ where: { leagueId } });

describe('POST /api/players/import/', () => {
  it('a dry run says what would happen and writes nothing', async () => {
    const a = await arrange();

    const res = await importFile(a, spring, { dry_run: 'true' });

    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual({ new: 3, returning: 0, possible_matches: 0, problems: 0, withdrawn: 0, registered: 0, bringing_ratings: 0 });
    expect(res.body.written).toBe(false);
    expect(await countParticipants(a.admin.leagueId)).toBe(0);
    expect(await t.db.player.count({ where: { divisionId: a.division.id } })).toBe(0);
  });

  it('writes participants, registrations and households (same parent email), and importing again duplicates no one', async () => {
    const a = await arrange();

    const first = await importFile(a, spring);
    const again = await importFile(a, spring);

    expect(first.status).toBe(200);
    expect(first.body.summary.new).toBe(3);
    expect(again.body.summary).toEqual({ new: 0, returning: 0, possible_matches: 0, problems: 0, withdrawn: 0, registered: 3, bringing_ratings: 0 });
    expect(await countParticipants(a.admin.leagueId)).toBe(3);
    expect(await t.db.player.count({ where: { divisionId: a.division.id } })).toBe(3);
    const ruizes = await t.db.participant.findMany({ where: { leagueId: a.admin.leagueId, name: { endsWith: 'Ruiz' } }, orderBy: { name: 'asc' } });
    expect(ruizes.map((p) => [p.name, p.gender, p.registrationId, p.emails, p.phones])).toEqual([
      ['Ana Ruiz', 'F', 'LA-1', ['ruiz@example.org'], ['555-0101']],
      ['Luis Ruiz', 'M', 'LA-2', ['ruiz@example.org'], ['555-0101']],
    ]);
    expect(ruizes[0]!.householdId).not.toBeNull();
    expect(ruizes[0]!.householdId).toBe(ruizes[1]!.householdId);
  });

  it('an updated export adds the new registration, updates changed fields, and lists the withdrawal until the admin confirms it', async () => {
    const a = await arrange();
    await importFile(a, spring);
    const updated = [header, 'LA-1,Ana María,Ruiz,04/02/2016,F,ruiz@example.org,555-0101', 'LA-3,Mia,Park,2016-03-07,F,park@example.org,', 'LA-4,Noa,Kim,2016-11-11,F,kim@example.org,'].join('\n');

    const listed = await importFile(a, updated);
    const confirmed = await importFile(a, updated, { confirm_withdrawals: 'true' });

    expect(listed.body.summary).toMatchObject({ new: 1, registered: 2, withdrawn: 1 });
    expect(listed.body.withdrawals).toEqual([expect.objectContaining({ name: 'Luis Ruiz' })]);
    expect(listed.body.rows.find((r: { row: number }) => r.row === 2)).toMatchObject({ status: 'registered', changes: ['name'] });
    expect(listed.body.withdrawals_removed).toBe(0);
    expect(confirmed.body.withdrawals_removed).toBe(1);
    const names = (await t.db.player.findMany({ where: { divisionId: a.division.id }, orderBy: { name: 'asc' } })).map((p) => p.name);
    expect(names).toEqual(['Ana María Ruiz', 'Mia Park', 'Noa Kim']);
    expect(await countParticipants(a.admin.leagueId)).toBe(4); // Luis is still the league's person
  });

  it('last season\'s player registering again is returning, and a near match waits for the admin\'s decision', async () => {
    const a = await arrange();
    const last = await createDivision(t.db, a.admin.leagueId, { seasonId: (await createSeason(t.db, a.admin.leagueId, { name: 'Fall 2025' })).id, name: 'U9' });
    const mia = await createPlayer(t.db, last, { name: 'Mia Park', dateOfBirth: new Date('2016-03-07T00:00:00Z') });
    const william = await createPlayer(t.db, last, { name: 'William Chen', dateOfBirth: new Date('2015-09-10T00:00:00Z') });
    const csv = ['Name,DOB', 'mia  park,2016-03-07', 'Bill Chen,2015-09-10'].join('\n');

    const refused = await importFile(a, csv);
    const preview = await importFile(a, csv, { dry_run: 'true' });
    const confirmed = await importFile(a, csv, { match_decisions: JSON.stringify({ 3: william.participantId }) });

    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/^Row 3 may be/);
    expect(preview.body.summary).toMatchObject({ returning: 1, possible_matches: 1, new: 0 });
    expect(preview.body.rows[1].candidates).toEqual([expect.objectContaining({ participant_id: william.participantId, reason: 'nickname' })]);
    expect(confirmed.status).toBe(200);
    const registered = await t.db.player.findMany({ where: { divisionId: a.division.id }, orderBy: { id: 'asc' } });
    expect(registered.map((p) => p.participantId)).toEqual([mia.participantId, william.participantId]);
    expect(await countParticipants(a.admin.leagueId)).toBe(2);
  });

  it('a second season\'s export with new registration ids brings everyone back as returning, with no confirmation to give', async () => {
    const a = await arrange();
    const fall = await createDivision(t.db, a.admin.leagueId, { seasonId: (await createSeason(t.db, a.admin.leagueId, { name: 'Fall 2025' })).id, name: 'U9' });
    await importFile(a, spring, {}, fall.id);
    const nextSeason = spring.replace('LA-1,', 'LA-2026-7,').replace('LA-2,', 'LA-2026-8,').replace('LA-3,', 'LA-2026-9,');
    const people = await countParticipants(a.admin.leagueId);

    const preview = await importFile(a, nextSeason, { dry_run: 'true' });
    const written = await importFile(a, nextSeason);

    expect(preview.body.summary).toMatchObject({ returning: 3, possible_matches: 0, new: 0, problems: 0 });
    expect(written.status).toBe(200);
    expect(await countParticipants(a.admin.leagueId)).toBe(people);
    const ana = await t.db.participant.findFirstOrThrow({ where: { leagueId: a.admin.leagueId, name: 'Ana Ruiz' } });
    expect(ana.registrationId).toBe('LA-2026-7');
  });

  it("a new child of a family from an earlier season joins that family's household by the parent's email", async () => {
    const a = await arrange();
    const fall = await createDivision(t.db, a.admin.leagueId, { seasonId: (await createSeason(t.db, a.admin.leagueId, { name: 'Fall 2025' })).id, name: 'U9' });
    await importFile(a, spring, {}, fall.id);
    const brother = [header, 'LA-2026-1,Teo,Ruiz,2019-01-12,M,RUIZ@example.org,555-0101', 'LA-2026-2,Noor,Sami,2018-05-05,F,sami@example.org,'].join('\n');

    await importFile(a, brother).expect(200);

    const person = (name: string) => t.db.participant.findFirstOrThrow({ where: { leagueId: a.admin.leagueId, name } });
    const [ana, teo, noor] = [await person('Ana Ruiz'), await person('Teo Ruiz'), await person('Noor Sami')];
    expect(ana.householdId).not.toBeNull();
    expect(teo.householdId).toBe(ana.householdId);
    expect(noor.householdId).not.toBe(ana.householdId);
    expect(await t.db.household.count({ where: { leagueId: a.admin.leagueId } })).toBe(3);
  });

  it('a rejected near match is a new person, and a decision naming someone else is a problem on its row', async () => {
    const a = await arrange();
    const last = await createDivision(t.db, a.admin.leagueId, { name: 'U9' });
    const william = await createPlayer(t.db, last, { name: 'William Chen', dateOfBirth: new Date('2015-09-10T00:00:00Z') });
    const other = await createPlayer(t.db, last, { name: 'Zoe Quinn', dateOfBirth: new Date('2015-01-01T00:00:00Z') });
    const csv = ['Name,DOB', 'Bill Chen,2015-09-10'].join('\n');

    const wrong = await importFile(a, csv, { match_decisions: JSON.stringify({ 2: other.participantId }) });
    const rejected = await importFile(a, csv, { match_decisions: JSON.stringify({ 2: 'new' }) });

    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toMatch(new RegExp(`^Row 2: participant ${other.participantId} is not one of this row's possible matches\\.`));
    expect(rejected.status).toBe(200);
    const bill = await t.db.player.findFirstOrThrow({ where: { divisionId: a.division.id } });
    expect(bill.participantId).not.toBe(william.participantId);
    expect(await countParticipants(a.admin.leagueId)).toBe(3);
  });

  it('rows with problems are named, and nothing is written', async () => {
    const a = await arrange();
    const household = Array.from({ length: 13 }, (_, i) => `H-${i},Kid${i},Big,2016-01-0${(i % 9) + 1},,shared@example.org,`);
    const csv = [header, 'LA-1,Ana,Ruiz,2016-04-02,F,,', 'LA-1,Ana,Ruis,2016-04-02,F,,', 'LA-5,Bo,Lee,2099-01-01,M,,', 'LA-6,Cy,Ode,2016-01-01,M,not-an-email,', ...household].join('\n');

    const preview = await importFile(a, csv, { dry_run: 'true' });
    const res = await importFile(a, csv);

    expect(preview.status).toBe(200);
    const problems = preview.body.rows.flatMap((r: { problems: string[] }) => r.problems).join('\n');
    expect(problems).toContain('Row 2: registration id LA-1 is also on row 3.');
    expect(problems).toContain('Row 4, column "Birthdate": the date of birth 2099-01-01 is in the future.');
    expect(problems).toContain('Row 5, column "Parent 1 Email": "not-an-email" is not an email address.');
    expect(problems).toContain('Row 6: the household "shared@example.org" links 13 people');
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/^Row 2: registration id LA-1 is also on row 3\. \(and \d+ more\) Nothing was imported/);
    expect(await countParticipants(a.admin.leagueId)).toBe(0);
    expect(await t.db.player.count({ where: { divisionId: a.division.id } })).toBe(0);
  });

  it('ratings are optional: mapped skills are stored in their own scale and a bad one names its row', async () => {
    const a = await arrange();
    const shooting = await createSkill(t.db, a.division.id, { name: 'Shooting', weight: 1, normalizationFactor: 5 });
    const csv = ['Name,DOB,Coach rating', 'Ana Ruiz,2016-04-02,4', 'Bo Lee,2016-05-05,', 'Cy Park,2016-06-06,'].join('\n');
    const mapping = { skill_mapping: JSON.stringify({ [shooting.id]: 'Coach rating' }) };

    const res = await importFile(a, csv, mapping);
    const bad = await importFile(a, csv.replace(',4', ',9'), { ...mapping, dry_run: 'true' });

    expect(res.status).toBe(200);
    const ana = await t.db.player.findFirstOrThrow({ where: { divisionId: a.division.id, name: 'Ana Ruiz' }, include: { ratings: true } });
    expect(ana.ratings.map((r) => [r.skillId, r.rating])).toEqual([[shooting.id, 4]]);
    expect(ana.overallSkill).toBe(8);
    expect(await t.db.playerSkillRating.count({ where: { skillId: shooting.id } })).toBe(1); // blank is no rating, never 0
    expect(bad.body.rows[0].problems).toEqual(['Row 2, column "Coach rating": "9" is above this skill\'s scale: ratings go from 0 to 5.']);
  });

  it('ratings read from the export show in the player\'s ratings history with their source, imported again too', async () => {
    const a = await arrange();
    const shooting = await createSkill(t.db, a.division.id, { name: 'Shooting', weight: 1, normalizationFactor: 5 });
    const csv = ['Name,DOB,Coach rating', 'Ana Ruiz,2016-04-02,4'].join('\n');
    const mapping = { skill_mapping: JSON.stringify({ [shooting.id]: 'Coach rating' }) };

    await importFile(a, csv, mapping);
    await importFile(a, csv.replace(',4', ',3'), mapping);

    const ana = await t.db.player.findFirstOrThrow({ where: { divisionId: a.division.id, name: 'Ana Ruiz' }, include: { ratings: true } });
    const history = await request(t.app).get(`/api/ratings/history/?participant_id=${ana.participantId}`).set(a.admin.auth);
    expect(history.status).toBe(200);
    expect(history.body.entries.map((e: { skill_name: string; original_value: number; kind: string; current: boolean }) => [e.skill_name, e.original_value, e.kind, e.current])).toEqual([
      ['Shooting', 3, 'manual', true],
      ['Shooting', 4, 'manual', false],
    ]);
    expect(ana.ratings.map((r) => r.rating)).toEqual([3]);
    expect(ana.overallSkill).toBe(6);
  });

  it('another league\'s division answers 404, as a missing one', async () => {
    const a = await arrange();
    const other = await arrange();

    const res = await importFile(a, spring, { dry_run: 'true' }, other.division.id);

    expect(res.status).toBe(404);
    expect(await countParticipants(other.admin.leagueId)).toBe(0);
  });
});

describe('POST /api/players/import/ with both parents named', () => {
  const bothParents = [
    'Participant First Name,Participant Last Name,Participant Birth Date,Parent/Guardian 1 First Name,Parent/Guardian 1 Last Name,Parent/Guardian 1 Email,Parent/Guardian 2 First Name,Parent/Guardian 2 Last Name',
    'Sam,Lee,2016-04-02,Chris,Lee,lee@example.org,Pat,Lee',
    'Ada,Moss,2016-05-09,Jo,Moss,moss@example.org,,',
  ].join('\n');

  it('keeps both parents\' names, says it read both columns, and greets both in the teams email', async () => {
    const a = await arrange();

    const res = await importFile(a, bothParents);

    expect(res.status).toBe(200);
    expect(res.body.columns).toEqual(expect.arrayContaining([
      { role: 'guardian_name_columns', label: 'Parent or guardian name', column: 'Parent/Guardian 1 First Name + Parent/Guardian 1 Last Name' },
      { role: 'second_guardian_name_columns', label: 'Second parent or guardian name', column: 'Parent/Guardian 2 First Name + Parent/Guardian 2 Last Name' },
    ]));
    const people = await t.db.participant.findMany({ where: { leagueId: a.admin.leagueId }, orderBy: { name: 'asc' }, select: { name: true, guardianNames: true } });
    expect(people).toEqual([{ name: 'Ada Moss', guardianNames: ['Jo Moss'] }, { name: 'Sam Lee', guardianNames: ['Chris Lee', 'Pat Lee'] }]);
    const team = await createTeam(t.db, a.division.id, a.admin.leagueId, { name: 'Owls' });
    await t.db.player.updateMany({ where: { divisionId: a.division.id, name: 'Sam Lee' }, data: { teamId: team.id } });
    const publication = await request(t.app).get(`/api/divisions/${a.division.id}/publication/`).set(a.admin.auth);
    expect(publication.body.sample_email.body).toMatch(/^Hello Chris Lee and Pat Lee,/);
  });

  it('greets both parents by the names the export gives, first names alone too: "Hello Chris and Pat"', async () => {
    const a = await arrange();
    const firstNamesOnly = ['Participant First Name,Participant Last Name,Participant Birth Date,Parent/Guardian 1 First Name,Parent/Guardian 1 Email,Parent/Guardian 2 First Name', 'Sam,Lee,2016-04-02,Chris,lee@example.org,Pat'].join('\n');

    expect((await importFile(a, firstNamesOnly)).status).toBe(200);
    const team = await createTeam(t.db, a.division.id, a.admin.leagueId, { name: 'Owls' });
    await t.db.player.updateMany({ where: { divisionId: a.division.id }, data: { teamId: team.id } });
    const publication = await request(t.app).get(`/api/divisions/${a.division.id}/publication/`).set(a.admin.auth);

    expect(publication.body.sample_email.body).toMatch(/^Hello Chris and Pat,/);
  });
});

