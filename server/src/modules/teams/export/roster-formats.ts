import { findHeader, readGender, type ExportFormat, type GenderCode } from '@league/contract';
import { asObject } from '../../../lib/additional-data.js';
import { dataCell, splitName, type ExportColumn } from './export-columns.js';
import type { ExportPlayerRow } from './export.repository.js';

// Roster files in the import formats of TeamSnap and SportsEngine, with their exact headers
// (docs/decisions/0022). A header we hold no value for stays empty; one a registration file
// brought along (kept in additional_data under a header) is filled from it.

type Column = ExportColumn<ExportPlayerRow>;

/** A kept registration value under the first matching header (compared without case, spaces or punctuation). */
function kept(player: ExportPlayerRow, synonyms: readonly string[]) {
  const data = asObject(player.additionalData);
  const header = findHeader(Object.keys(data), synonyms);
  return header === undefined ? null : dataCell(data, header);
}

const fixed = (title: string, value: Column['value']): Column => ({ key: title, title, onByDefault: true, value });
const fromKept = (title: string, ...synonyms: string[]): Column => fixed(title, (p) => kept(p, [title, ...synonyms]));

const keptHeaders = {
  street: ['Street', 'Address', 'Street Address', 'Address 1', 'Address Line 1'],
  state: ['State', 'State/Province/County', 'State/Province', 'Province'],
  postal: ['Postal Code', 'Zip', 'Zip Code', 'ZIPCODE', 'Postcode'],
  otherPhone: ['Home Phone', 'Phone 2', 'Work Phone', 'Parent 2 Mobile Phone Number', 'Parent 2 Phone'],
  street2: ['Address 2', 'Address Line 2', 'Street 2', 'Street Address 2'],
  phone: ['Mobile Phone Number', 'Cell Phone', 'Phone', 'Parent 1 Mobile Phone Number', 'Parent 1 Phone', 'Parent1HomePhone'],
  shirt: ['T-Shirt Size', 'Uniform Size', 'Uniform Size Selection', 'Jersey Size'],
  jersey: ['Jersey Number', 'Jersey #', 'Jersey', 'Uniform Number'],
};

/** Dates as each system reads them: parts of the stored calendar date (UTC), never shifted by a time zone. */
function datePart(date: Date | null, order: 'mdy' | 'ymd'): string | null {
  if (!date) return null;
  const [y, m, d] = date.toISOString().slice(0, 10).split('-');
  return order === 'mdy' ? `${m}/${d}/${y}` : `${y}/${m}/${d}`;
}

const spelledGenders: Partial<Record<GenderCode, string>> = { F: 'Female', M: 'Male' };
/** Both systems read Male / Female (any spelling the gender vocabulary knows); other kept values go through as written. */
function rosterGender(player: ExportPlayerRow) {
  const value = kept(player, ['gender', 'Sex']);
  const code = readGender(value);
  return (code && spelledGenders[code]) ?? value;
}

const first = (p: ExportPlayerRow) => splitName(p.name).first;
const last = (p: ExportPlayerRow) => splitName(p.name).last;

/**
 * TeamSnap's roster import (Clubs & Leagues: Division and Team place each player on a team),
 * every column we hold a value for (decision 0036): its custom fields go after Is Non-Player
 * and before Email, so Email follows Is Non-Player.
 */
const teamSnapColumns: Column[] = [
  fixed('First Name', first),
  fixed('Last Name', last),
  fixed('Gender', rosterGender),
  fixed('Birthdate', (p) => datePart(p.dateOfBirth, 'mdy')),
  fromKept('Mobile phone', ...keptHeaders.phone),
  fromKept('Other phone', ...keptHeaders.otherPhone),
  fromKept('Street', ...keptHeaders.street),
  fromKept('Street Line Two', ...keptHeaders.street2),
  fromKept('City'),
  fromKept('State/Province/County', ...keptHeaders.state),
  fromKept('Postal code', ...keptHeaders.postal),
  fromKept('Jersey #', ...keptHeaders.jersey),
  fromKept('Position'),
  fromKept('School', 'School Name'),
  fromKept('Shirt size', ...keptHeaders.shirt),
  fixed('Role label', () => null),
  fixed('Is Coach', () => 'No'),
  fixed('Is Non-Player', () => 'No'),
  fixed('Email', (p) => p.email),
  fixed('Division', (p) => p.division.name),
  fixed('Team', (p) => p.team?.name ?? null),
];

/** SportsEngine's team roster import, every player with Team Role "Player". */
const sportsEngineColumns: Column[] = [
  fixed('Team Name', (p) => p.team?.name ?? null),
  fixed('Team Role', () => 'Player'),
  fixed('First Name', first),
  fromKept('Middle Name', 'Middle Initial'),
  fixed('Last Name', last),
  fromKept('Suffix'),
  fixed('Email', (p) => p.email),
  fixed('Date of Birth', (p) => datePart(p.dateOfBirth, 'ymd')),
  fixed('Gender', rosterGender),
  fromKept('Address', ...keptHeaders.street),
  fromKept('City'),
  fromKept('State', ...keptHeaders.state),
  fromKept('Postal Code', ...keptHeaders.postal),
  fromKept('Country'),
  fromKept('Grade', 'School Grade', 'Grade Level'),
  fromKept('Jersey Number', ...keptHeaders.jersey),
];

export const rosterFormatColumns: Record<Exclude<ExportFormat, 'custom'>, Column[]> = { teamsnap: teamSnapColumns, sportsengine: sportsEngineColumns };
