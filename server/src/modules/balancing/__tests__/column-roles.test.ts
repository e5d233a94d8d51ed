import { describe, expect, it } from 'vitest';
import { proposeColumnMapping, unmappedHeaders } from '@league/contract';

describe('proposeColumnMapping', () => {
  it('reads a Sports Connect player upload: first and last name, DOB, gender, parent email', () => {
    const headers = ['PlayerLastName', 'ParticipantFirstName', 'Gender', 'DOB', 'Address', 'City', 'State', 'ZIPCODE', 'Parent1LastName', 'Parent1FirstName', 'Parent1HomePhone', 'Parent1Email'];

    expect(proposeColumnMapping(headers)).toEqual({ name_columns: ['ParticipantFirstName', 'PlayerLastName'], dob_column: 'DOB', gender_column: 'Gender', parent_email_column: 'Parent1Email' });
  });

  it('reads a Sports Connect player export with one name column and "Date Of Birth"', () => {
    const mapping = proposeColumnMapping(['PlayerID', 'Player Name', 'Date Of Birth', 'Years of Experience', 'Uniform Size Selection', 'Player Evaluation Rating']);

    expect(mapping).toEqual({ name_columns: ['Player Name'], dob_column: 'Date Of Birth' });
  });

  it('reads a LeagueApps export without taking the parent\'s first name for the player\'s', () => {
    const headers = ['First Name', 'Last Name', 'Gender', 'Birthdate', 'Parent 1 First Name', 'Parent 1 Last Name', 'Parent 1 Mobile Phone Number', 'Parent 1 Email', 'Address', 'City', 'State', 'Zip', 'Team', 'Role'];

    expect(proposeColumnMapping(headers)).toEqual({ name_columns: ['First Name', 'Last Name'], dob_column: 'Birthdate', gender_column: 'Gender', parent_email_column: 'Parent 1 Email', lock_column: 'Team' });
  });

  it('reads a TeamSnap import', () => {
    const headers = ['First Name', 'Last Name', 'Birthdate', 'Mobile phone', 'Street', 'City', 'Jersey #', 'Position', 'School', 'Shirt size'];

    expect(proposeColumnMapping(headers)).toEqual({ name_columns: ['First Name', 'Last Name'], dob_column: 'Birthdate' });
  });

  it('reads a SportsEngine team import', () => {
    const headers = ['Team Name', 'Team Role', 'First Name', 'Middle Name', 'Last Name', 'Suffix', 'Email', 'Date of Birth', 'Gender', 'Grade', 'Jersey Number'];

    expect(proposeColumnMapping(headers)).toEqual({ name_columns: ['First Name', 'Last Name'], email_column: 'Email', dob_column: 'Date of Birth', gender_column: 'Gender', lock_column: 'Team Name' });
  });

  it('reads the optional rule columns whatever their case, spaces or punctuation (cyslf style)', () => {
    const headers = ['first_name', 'last_name', 'player_birth_date', 'FAMILY', 'keep-apart', 'lock', 'teammate_requests', 'preferred_locations', 'unavailable_days', 'Height (cm)'];

    expect(proposeColumnMapping(headers)).toEqual({
      name_columns: ['first_name', 'last_name'],
      dob_column: 'player_birth_date',
      group_column: 'FAMILY',
      apart_column: 'keep-apart',
      lock_column: 'lock',
      request_column: 'teammate_requests',
      region_column: 'preferred_locations',
      availability_column: 'unavailable_days',
      height_column: 'Height (cm)',
    });
  });

  it.each([['Carpool'], ['Siblings'], ['Sibling Group'], ['Household']])('takes %s as the group column', (header) => {
    expect(proposeColumnMapping(['Name', header]).group_column).toBe(header);
  });

  it('prefers a full name column, and proposes no name when there is only a first name', () => {
    expect(proposeColumnMapping(['Name', 'First Name', 'Last Name']).name_columns).toEqual(['Name']);
    expect(proposeColumnMapping(['First Name', 'Grade']).name_columns).toEqual([]);
  });

  it('lists the headers no role uses', () => {
    const headers = ['Player Name', 'DOB', 'School', 'Shirt size', 'shooting'];

    expect(unmappedHeaders(headers, proposeColumnMapping(headers), ['shooting'])).toEqual(['School', 'Shirt size']);
  });
});
