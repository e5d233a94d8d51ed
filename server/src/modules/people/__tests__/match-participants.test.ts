import { describe, expect, it } from 'vitest';
import { editDistance, indexPeople, matchPerson, swapDayMonth, type KnownPerson } from '../match-participants.js';

const league: KnownPerson[] = [
  { id: 1, name: 'Ana Ruiz', dateOfBirth: '2016-04-02', registrationId: 'LA-1' },
  { id: 2, name: 'William Chen', dateOfBirth: '2015-09-10', registrationId: null },
  { id: 3, name: 'Jonathan Meyers', dateOfBirth: '2016-01-20', registrationId: null },
  { id: 4, name: 'Mia Park', dateOfBirth: '2016-03-07', registrationId: null },
  { id: 5, name: 'Leo Sun', dateOfBirth: null, registrationId: null },
  { id: 6, name: 'Sam Lee', dateOfBirth: '2016-06-06', registrationId: null },
  { id: 7, name: 'sam  LEE', dateOfBirth: '2016-06-06', registrationId: null },
  { id: 8, name: 'Elijah Cooper', dateOfBirth: '2015-05-05', registrationId: null },
  { id: 9, name: 'Madison Taylor', dateOfBirth: '2016-08-14', registrationId: null },
  { id: 10, name: 'Lucia Rivera', dateOfBirth: '2016-02-21', registrationId: null },
];
const index = indexPeople(league);

describe('matching a registration row to the league\'s people', () => {
  it('the registration id wins, even when the name was spelled differently', () => {
    expect(matchPerson(index, { name: 'Anna Ruis', dateOfBirth: null, registrationId: 'LA-1' })).toEqual({ kind: 'registration_id', participantId: 1 });
  });

  it('without an id, the same name (letter case and spaces aside) and date of birth is the same person', () => {
    expect(matchPerson(index, { name: '  william   CHEN ', dateOfBirth: '2015-09-10', registrationId: null })).toEqual({ kind: 'name_and_birthday', participantId: 2 });
  });

  it('a typo in the name is only a possible match', () => {
    expect(matchPerson(index, { name: 'Jonathon Meyers', dateOfBirth: '2016-01-20', registrationId: null })).toEqual({ kind: 'possible', candidates: [{ participantId: 3, reason: 'typo' }] });
  });

  it('a nickname is only a possible match', () => {
    expect(matchPerson(index, { name: 'Bill Chen', dateOfBirth: '2015-09-10', registrationId: null })).toEqual({ kind: 'possible', candidates: [{ participantId: 2, reason: 'nickname' }] });
  });

  it('the nicknames of a second season\'s export are offered: Eli for Elijah, Maddie for Madison', () => {
    expect(matchPerson(index, { name: 'Eli Cooper', dateOfBirth: '2015-05-05', registrationId: null })).toEqual({ kind: 'possible', candidates: [{ participantId: 8, reason: 'nickname' }] });
    expect(matchPerson(index, { name: 'Maddie Taylor', dateOfBirth: '2016-08-14', registrationId: null })).toEqual({ kind: 'possible', candidates: [{ participantId: 9, reason: 'nickname' }] });
  });

  it('a hyphenated or double surname, written in full or short, is only a possible match', () => {
    const rivera = { kind: 'possible', candidates: [{ participantId: 10, reason: 'surname_part' }] };
    expect(matchPerson(index, { name: 'Lucia Rivera-Lopez', dateOfBirth: '2016-02-21', registrationId: null })).toEqual(rivera);
    expect(matchPerson(index, { name: 'Lucia Lopez Rivera', dateOfBirth: '2016-02-21', registrationId: null })).toEqual(rivera);
    expect(matchPerson(index, { name: 'Lucia Riviera-Lopez', dateOfBirth: '2016-02-21', registrationId: null })).toEqual({ kind: 'none' });
  });

  it('day and month swapped is only a possible match', () => {
    expect(matchPerson(index, { name: 'Mia Park', dateOfBirth: '2016-07-03', registrationId: null })).toEqual({ kind: 'possible', candidates: [{ participantId: 4, reason: 'swapped_day_month' }] });
  });

  it('a name without a date of birth is never merged, only offered', () => {
    expect(matchPerson(index, { name: 'Leo Sun', dateOfBirth: null, registrationId: null })).toEqual({ kind: 'possible', candidates: [{ participantId: 5, reason: 'no_date_of_birth' }] });
  });

  it('two people with one name and birthday are left to the admin, never picked', () => {
    expect(matchPerson(index, { name: 'Sam Lee', dateOfBirth: '2016-06-06', registrationId: null })).toEqual({
      kind: 'possible',
      candidates: [{ participantId: 6, reason: 'same_name_and_birthday_twice' }, { participantId: 7, reason: 'same_name_and_birthday_twice' }],
    });
  });

  it('the same name and birthday under a new registration id is the same person: ids change every season', () => {
    expect(matchPerson(index, { name: 'Ana Ruiz', dateOfBirth: '2016-04-02', registrationId: 'LA-2' })).toEqual({ kind: 'name_and_birthday', participantId: 1 });
  });

  it('someone else entirely is new', () => {
    expect(matchPerson(index, { name: 'Zoe Quinn', dateOfBirth: '2016-04-02', registrationId: null })).toEqual({ kind: 'none' });
    expect(matchPerson(index, { name: 'Ana Rodriguez', dateOfBirth: '2016-04-02', registrationId: null })).toEqual({ kind: 'none' });
  });

  it('edit distance and day-month swaps', () => {
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(swapDayMonth('2016-03-07')).toBe('2016-07-03');
    expect(swapDayMonth('2016-03-25')).toBeNull();
    expect(swapDayMonth('2016-05-05')).toBeNull();
  });
});
