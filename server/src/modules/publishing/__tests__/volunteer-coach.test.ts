import { describe, expect, it } from 'vitest';
import { volunteerCoaches, type VolunteerPlayer } from '../volunteer-coach.js';

const player = (id: number, teamId: number | null, additionalData: Record<string, unknown>, email = `parent${id}@example.org`): VolunteerPlayer => ({
  id,
  teamId,
  additionalData: additionalData as VolunteerPlayer['additionalData'],
  participant: { guardianNames: [`Parent ${id}`], emails: email ? [email] : [], phones: ['+1 555 0100'] },
});

describe('coaches from the registration volunteer column', () => {
  it('takes the parent of the first player on each team who offered to coach', () => {
    const found = volunteerCoaches([player(5, 1, { Volunteer: 'Head Coach' }), player(2, 1, { 'Volunteer Role': 'Assistant coach' }), player(3, 2, { Volunteer: 'No' })]);

    expect(found).toEqual(new Map([[1, { name: 'Parent 2', email: 'parent2@example.org', phone: '+1 555 0100' }]]));
  });

  it('ignores declines, blank answers, unplaced players and parents without an email', () => {
    const found = volunteerCoaches([player(1, 1, { volunteer: 'no' }), player(2, 1, { volunteer: '' }), player(3, null, { volunteer: 'yes' }), player(4, 2, { volunteer: 'yes' }, '')]);

    expect(found.size).toBe(0);
  });
});
