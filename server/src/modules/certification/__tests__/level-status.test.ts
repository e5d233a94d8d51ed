import { describe, expect, it } from 'vitest';
import type { CertificationRequirement } from '@league/contract';
import { computeLevelStatus, type CertificateFacts, type RefereeFacts } from '../level-status.js';

// Level 2 ("Tournament") asks for all four kinds: quiz 7, a "Fouls" quiz, its clinic, level 1 held.
const requirements: CertificationRequirement[] = [
  { kind: 'quiz', quiz_id: 7 },
  { kind: 'category', category: 'Fouls' },
  { kind: 'clinic' },
  { kind: 'level', level_id: 1 },
];
const level = { id: 2, name: 'Tournament', requirements };
const names = { quizTitles: new Map([[7, 'Rules 2024']]), levelNames: new Map([[1, 'Youth']]) };
const day = '2027-03-10';

function facts(quiz: boolean, category: boolean, clinic: string | null, held: boolean): RefereeFacts {
  return {
    passedQuizIds: new Set(quiz ? [7, 9] : [9]),
    passedCategories: new Set(category ? ['Fouls', 'Violations'] : ['Violations']),
    clinicDays: new Map(clinic ? [[2, clinic]] : [[5, '2027-01-01']]),
    heldLevelIds: new Set(held ? [1] : [3]),
  };
}

// Every combination of the four requirements, worked out by hand: [quiz, category, clinic, level] -> met flags, all met.
const combinations: [boolean, boolean, boolean, boolean, boolean][] = [
  [false, false, false, false, false],
  [true, false, false, false, false],
  [false, true, false, false, false],
  [false, false, true, false, false],
  [false, false, false, true, false],
  [true, true, false, false, false],
  [true, false, true, false, false],
  [true, false, false, true, false],
  [false, true, true, false, false],
  [false, true, false, true, false],
  [false, false, true, true, false],
  [true, true, true, false, false],
  [true, true, false, true, false],
  [true, false, true, true, false],
  [false, true, true, true, false],
  [true, true, true, true, true],
];

describe('a level status: requirements', () => {
  it.each(combinations)('quiz %s, category %s, clinic %s, level held %s: all met is %s', (quiz, category, clinic, held, allMet) => {
    const status = computeLevelStatus(level, facts(quiz, category, clinic ? '2027-02-01' : null, held), null, day, names);
    expect(status.requirements.map((r) => r.met)).toEqual([quiz, category, clinic, held]);
    expect(status.all_met).toBe(allMet);
    expect(status.state).toBe('not_certified');
  });

  it('labels each requirement in plain words', () => {
    const status = computeLevelStatus(level, facts(true, true, '2027-02-01', true), null, day, names);
    expect(status.requirements.map((r) => r.label)).toEqual(['Pass the quiz "Rules 2024"', 'Pass a quiz on Fouls', 'Attend the clinic', 'Hold the Youth level']);
  });

  it('counts a clinic only from the day it took place', () => {
    expect(computeLevelStatus(level, facts(true, true, '2027-03-10', true), null, day, names).requirements[2]!.met).toBe(true);
    expect(computeLevelStatus(level, facts(true, true, '2027-03-11', true), null, day, names).requirements[2]!.met).toBe(false);
  });
});

describe('a level status: the certificate', () => {
  const certificate: CertificateFacts = { code: 'ABC', validFrom: '2026-09-01', validUntil: '2027-08-31', revoked: false };
  const all = facts(true, true, '2027-02-01', true);

  it.each([
    ['2026-08-31', 'not_certified', null],
    ['2026-09-01', 'certified', 364],
    ['2027-08-19', 'certified', 12],
    ['2027-08-31', 'certified', 0],
    ['2027-09-01', 'expired', null],
  ] as const)('on %s it is %s, expiring in %s days', (on, state, days) => {
    const status = computeLevelStatus(level, all, certificate, on, names);
    expect(status.state).toBe(state);
    expect(status.expires_in_days).toBe(days);
  });

  it('shows the last valid day and code while certified or expired', () => {
    const status = computeLevelStatus(level, all, certificate, '2027-09-01', names);
    expect(status).toMatchObject({ certified_until: '2027-08-31', certificate_code: 'ABC' });
  });

  it('is revoked whatever the day, once revoked', () => {
    const status = computeLevelStatus(level, all, { ...certificate, revoked: true }, '2027-01-01', names);
    expect(status.state).toBe('revoked');
    expect(status.expires_in_days).toBeNull();
  });
});
