import { readKeptRules, readRegion, readUnavailableDays, weekdayNames } from '@league/contract';
import { round } from '../../../lib/composite.js';
import type { ExportPlayerRow, ExportTeamRow } from './export.repository.js';

// The export columns of spec section 3, in the order the dialogs list them, with the
// default title each gets when the user does not give one.

type Cell = string | number | null;

export interface ExportColumn<Row> {
  key: string;
  title: string;
  onByDefault: boolean;
  value: (row: Row) => Cell;
}

/** Splits at the first space: "Mary Ann Lee" → "Mary" and "Ann Lee". */
export function splitName(name: string): { first: string; last: string } {
  const trimmed = name.trim();
  const at = trimmed.indexOf(' ');
  return at < 0 ? { first: trimmed, last: '' } : { first: trimmed.slice(0, at), last: trimmed.slice(at + 1).trim() };
}

const isoDate = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

export const playerColumns: ExportColumn<ExportPlayerRow>[] = [
  { key: 'division_name', title: 'Division', onByDefault: true, value: (p) => p.division.name },
  { key: 'team_name', title: 'Team', onByDefault: true, value: (p) => p.team?.name ?? null },
  { key: 'player_first_name', title: 'First Name', onByDefault: true, value: (p) => splitName(p.name).first },
  { key: 'player_last_name', title: 'Last Name', onByDefault: true, value: (p) => splitName(p.name).last },
  { key: 'player_date_of_birth', title: 'Date of Birth', onByDefault: true, value: (p) => isoDate(p.dateOfBirth) },
  { key: 'player_email', title: 'Email', onByDefault: false, value: (p) => p.email },
  { key: 'player_full_name', title: 'Full Name', onByDefault: false, value: (p) => p.name },
  { key: 'player_height_cm', title: 'Height (cm)', onByDefault: false, value: (p) => p.heightCm },
  { key: 'player_overall_skill', title: 'Overall Skill', onByDefault: false, value: (p) => round(p.overallSkill, 2) },
  { key: 'player_additional_data', title: 'Additional Data', onByDefault: false, value: (p) => JSON.stringify(p.additionalData ?? {}) },
  { key: 'player_id', title: 'Player ID', onByDefault: false, value: (p) => p.id },
  // Read like the team cards read them; spelled so the CSV import takes them back.
  { key: 'player_region', title: 'Region', onByDefault: false, value: (p) => readRegion(p.additionalData)?.name ?? null },
  { key: 'player_unavailable_days', title: 'Unavailable Days', onByDefault: false, value: (p) => readUnavailableDays(p.additionalData).map((d) => weekdayNames[d]).join('; ') || null },
  // Balancing rule values kept at save (ADR 0011).
  // The vocabulary's code (decision 0034); a text stored before it that it cannot place, as written.
  { key: 'player_gender', title: 'Gender', onByDefault: false, value: (p) => readKeptRules(p.additionalData).gender ?? dataCell(p.additionalData, 'gender') },
  // Siblings and carpools: the file's group, else the household (export/sibling-groups.ts).
  { key: 'player_group', title: 'Group', onByDefault: false, value: (p) => p.siblingGroup ?? dataCell(p.additionalData, 'group') },
  { key: 'player_lock', title: 'Locked Team', onByDefault: false, value: (p) => dataCell(p.additionalData, 'lock') },
  { key: 'player_apart', title: 'Keep Apart', onByDefault: false, value: (p) => dataCell(p.additionalData, 'apart') },
  { key: 'player_requests', title: 'Teammate Requests', onByDefault: false, value: (p) => dataCell(p.additionalData, 'requests') },
  // Parent/guardian contacts from the player's person (decision 0047): only with include_contacts.
  { key: 'guardian_names', title: 'Parent/Guardian Names', onByDefault: false, value: (p) => p.participant?.guardianNames.join('; ') || null },
  { key: 'family_emails', title: 'Family Emails', onByDefault: false, value: (p) => p.participant?.emails.join('; ') || null },
  { key: 'family_phones', title: 'Family Phones', onByDefault: false, value: (p) => p.participant?.phones.join('; ') || null },
];

/** One additional_data value as a cell: lists joined with "; ", objects as JSON. */
export function dataCell(data: unknown, key: string): Cell {
  const value = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>)[key] : undefined;
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map(String).join('; ');
  return typeof value === 'object' ? JSON.stringify(value) : (value as string | number);
}

/**
 * Columns kept from an imported file (additional_data) are exported by key
 * `additional_data.<header>`, titled by the header: they differ per league, so they are not listed above.
 */
export const additionalDataColumnPrefix = 'additional_data.';
export function additionalDataColumn(key: string): ExportColumn<ExportPlayerRow> | null {
  if (!key.startsWith(additionalDataColumnPrefix) || key.length === additionalDataColumnPrefix.length) return null;
  const header = key.slice(additionalDataColumnPrefix.length);
  return { key, title: header, onByDefault: false, value: (p) => dataCell(p.additionalData, header) };
}

export const teamColumns: ExportColumn<ExportTeamRow>[] = [
  { key: 'division_name', title: 'Division', onByDefault: true, value: (t) => t.division.name },
  { key: 'team_name', title: 'Team', onByDefault: true, value: (t) => t.name },
  { key: 'division_id', title: 'Division ID', onByDefault: false, value: (t) => t.divisionId },
  { key: 'team_id', title: 'Team ID', onByDefault: false, value: (t) => t.id },
  { key: 'league_name', title: 'League', onByDefault: false, value: (t) => t.league.name },
  { key: 'team_coach', title: 'Coach', onByDefault: false, value: (t) => t.coach },
  { key: 'team_created_at', title: 'Created At', onByDefault: false, value: (t) => t.createdAt.toISOString() },
  { key: 'team_updated_at', title: 'Updated At', onByDefault: false, value: (t) => t.updatedAt.toISOString() },
];

/** The key of a per-skill rating column; its default title is the skill's name. */
export const skillColumnKey = (skillId: number) => `skill_${skillId}`;
