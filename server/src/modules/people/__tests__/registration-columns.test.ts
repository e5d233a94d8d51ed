import { describe, expect, it } from 'vitest';
import { headerWords, proposeRegistrationMapping } from '@league/contract';

// Header rows as the four registration systems export them (shared/notes/league-practice.md) and
// as the issue 37 walk met them: every usual header is guessed, none mapped by hand.
describe('proposeRegistrationMapping', () => {
  // Each row: what the export is, its header row, and the whole mapping guessed from it.
  it.each([
    ['reads a Sports Connect player upload: camel-case names, DOB, the first parent\'s name, phone and email',
      ['PlayerLastName', 'ParticipantFirstName', 'Gender', 'DOB', 'Address', 'City', 'State', 'ZIPCODE', 'Parent1LastName', 'Parent1FirstName', 'Parent1HomePhone', 'Parent1Email'],
      { name_columns: ['ParticipantFirstName', 'PlayerLastName'], dob_column: 'DOB', gender_column: 'Gender', parent_email_column: 'Parent1Email', phone_column: 'Parent1HomePhone', guardian_name_columns: ['Parent1FirstName', 'Parent1LastName'] }],
    ['reads a Sports Connect player export: its player id is the registration id',
      ['PlayerID', 'Player Name', 'Date Of Birth', 'Years of Experience', 'Uniform Size Selection', 'Player Evaluation Rating'],
      { name_columns: ['Player Name'], dob_column: 'Date Of Birth', registration_id_column: 'PlayerID' }],
    ['reads a LeagueApps export as the walk met it: participant birth date, parent/guardian email, volunteer role, buddy request',
      ['Registration ID', 'Participant First Name', 'Participant Last Name', 'Participant Birth Date', 'Gender', 'Parent/Guardian 1 First Name', 'Parent/Guardian 1 Last Name', 'Parent/Guardian 1 Email', 'Parent/Guardian 1 Phone', 'Volunteer Role', 'Buddy Request', 'Team', 'Role'],
      { name_columns: ['Participant First Name', 'Participant Last Name'], registration_id_column: 'Registration ID', dob_column: 'Participant Birth Date', gender_column: 'Gender', parent_email_column: 'Parent/Guardian 1 Email', phone_column: 'Parent/Guardian 1 Phone', guardian_name_columns: ['Parent/Guardian 1 First Name', 'Parent/Guardian 1 Last Name'], volunteer_column: 'Volunteer Role', request_column: 'Buddy Request', lock_column: 'Team' }],
    ['reads both parents of a LeagueApps export: Parent/Guardian 1 and Parent/Guardian 2, each first then last',
      ['Participant First Name', 'Participant Last Name', 'Parent/Guardian 1 First Name', 'Parent/Guardian 1 Last Name', 'Parent/Guardian 2 First Name', 'Parent/Guardian 2 Last Name'],
      { name_columns: ['Participant First Name', 'Participant Last Name'], guardian_name_columns: ['Parent/Guardian 1 First Name', 'Parent/Guardian 1 Last Name'], second_guardian_name_columns: ['Parent/Guardian 2 First Name', 'Parent/Guardian 2 Last Name'] }],
    ['reads the second parent of a Sports Connect upload, and a second parent named in one column',
      ['PlayerLastName', 'ParticipantFirstName', 'Parent2FirstName', 'Parent1LastName', 'Parent1FirstName', 'Parent2LastName'],
      { name_columns: ['ParticipantFirstName', 'PlayerLastName'], guardian_name_columns: ['Parent1FirstName', 'Parent1LastName'], second_guardian_name_columns: ['Parent2FirstName', 'Parent2LastName'] }],
    ['reads parents given by first name only, one column each',
      ['Participant First Name', 'Participant Last Name', 'Parent/Guardian 1 First Name', 'Parent/Guardian 2 First Name'],
      { name_columns: ['Participant First Name', 'Participant Last Name'], guardian_name_columns: ['Parent/Guardian 1 First Name'], second_guardian_name_columns: ['Parent/Guardian 2 First Name'] }],
    ['reads a LeagueApps export of the usual headers without taking the parent\'s name for the child\'s',
      ['First Name', 'Last Name', 'Gender', 'Birthdate', 'Parent 1 First Name', 'Parent 1 Last Name', 'Parent 1 Mobile Phone Number', 'Parent 1 Email', 'Address', 'City', 'State', 'Zip'],
      { name_columns: ['First Name', 'Last Name'], dob_column: 'Birthdate', gender_column: 'Gender', parent_email_column: 'Parent 1 Email', phone_column: 'Parent 1 Mobile Phone Number', guardian_name_columns: ['Parent 1 First Name', 'Parent 1 Last Name'] }],
    ['reads a TeamSnap import: mobile phone and school, not the staff flag "Is Coach"',
      ['First Name', 'Last Name', 'Birthdate', 'Mobile phone', 'Street', 'City', 'State/Province/County', 'Postal code', 'Jersey #', 'Position', 'School', 'Shirt size', 'Role label', 'Is Coach', 'Is Non-Player'],
      { name_columns: ['First Name', 'Last Name'], dob_column: 'Birthdate', phone_column: 'Mobile phone', school_column: 'School' }],
    ['reads a SportsEngine team import',
      ['Team Name', 'Team Role', 'First Name', 'Middle Name', 'Last Name', 'Suffix', 'Email', 'Date of Birth', 'Gender', 'Address', 'City', 'State', 'Postal Code', 'Country', 'Grade', 'Jersey Number'],
      { name_columns: ['First Name', 'Last Name'], email_column: 'Email', dob_column: 'Date of Birth', gender_column: 'Gender', lock_column: 'Team Name' }],
  ])('%s', (_title, headers, mapping) => {
    expect(proposeRegistrationMapping(headers)).toEqual(mapping);
  });

  it('reads headers as people write them, by their words', () => {
    const headers = ["Child's Name", "Child's DOB", 'Boy or Girl (sex)', 'Mother / Guardian E-mail', 'Mom Cell', 'Would you like to volunteer?', 'Friend requests (up to 2)', 'Siblings in league', 'Do not place with'];

    expect(proposeRegistrationMapping(headers)).toMatchObject({
      name_columns: ["Child's Name"],
      dob_column: "Child's DOB",
      gender_column: 'Boy or Girl (sex)',
      parent_email_column: 'Mother / Guardian E-mail',
      phone_column: 'Mom Cell',
      volunteer_column: 'Would you like to volunteer?',
      request_column: 'Friend requests (up to 2)',
      group_column: 'Siblings in league',
    });
  });

  it('splits a header into words: camel case, digits and punctuation', () => {
    expect([...headerWords('Parent1FirstName')]).toEqual(['parent', '1', 'first', 'name']);
    expect([...headerWords('Parent/Guardian 1 E-mail')]).toEqual(['parent', 'guardian', '1', 'email']);
  });
});
