import { skillColumnTitle, type ExportFormat, type PlayerDto } from '@league/contract';
import { keptRegistrationHeaders } from '@/lib/kept-columns';

export type ExportScope = 'players' | 'teams';

export interface ExportColumnOption {
  key: string;
  /** The column's name in the dialog and its default title in the file. */
  label: string;
  onByDefault: boolean;
  /** One line under the option, when its name alone does not say what it holds. */
  hint?: string;
  /** Set for per-skill rating columns (players only). */
  skillId?: number;
}

// Spec section 3, in the server's order and with its default titles.
export const playerExportColumns: ExportColumnOption[] = [
  { key: 'division_name', label: 'Division', onByDefault: true },
  { key: 'team_name', label: 'Team', onByDefault: true },
  { key: 'player_first_name', label: 'First Name', onByDefault: true },
  { key: 'player_last_name', label: 'Last Name', onByDefault: true },
  { key: 'player_date_of_birth', label: 'Date of Birth', onByDefault: true },
  { key: 'player_email', label: 'Email', onByDefault: false },
  { key: 'player_full_name', label: 'Full Name', onByDefault: false },
  { key: 'player_height_cm', label: 'Height (cm)', onByDefault: false },
  { key: 'player_overall_skill', label: 'Overall Skill', onByDefault: false },
  {
    key: 'player_additional_data',
    label: 'Additional Data',
    onByDefault: false,
    // Issue 12: the rule values and the registration export's unmapped columns are kept there.
    hint: 'Everything kept for the player, in one cell (for another program to read).',
  },
  { key: 'player_id', label: 'Player ID', onByDefault: false },
  { key: 'player_region', label: 'Region', onByDefault: false },
  { key: 'player_unavailable_days', label: 'Unavailable Days', onByDefault: false, hint: 'The weekdays the player cannot practise.' },
  // Balancing rule values kept when the teams were saved (ADR 0011).
  { key: 'player_gender', label: 'Gender', onByDefault: false },
  { key: 'player_group', label: 'Group', onByDefault: false, hint: 'Siblings or carpool kept together.' },
  { key: 'player_lock', label: 'Locked Team', onByDefault: false, hint: "The team the player had to be on (a coach's child, a returning player)." },
  { key: 'player_apart', label: 'Keep Apart', onByDefault: false, hint: 'Players sharing this value were put on different teams.' },
  { key: 'player_requests', label: 'Teammate Requests', onByDefault: false },
];

/** Parents' contacts (decision 0047): offered, and sent, only when the admin ticks Include contacts. */
export const contactExportOptions: ExportColumnOption[] = [
  { key: 'guardian_names', label: 'Parent/Guardian Names', onByDefault: true },
  { key: 'family_emails', label: 'Family Emails', onByDefault: true },
  { key: 'family_phones', label: 'Family Phones', onByDefault: true },
];

/**
 * The columns a registration file brought along (kept per player in additional_data), in the
 * order first met; headers with a comma cannot be named in the export's comma-separated list.
 */
export function keptRegistrationColumns(players: Pick<PlayerDto, 'additional_data'>[]): ExportColumnOption[] {
  return keptRegistrationHeaders(players)
    .filter((header) => !header.includes(','))
    .map((header) => ({ key: `additional_data.${header}`, label: header, onByDefault: false, hint: 'From the registration file.' }));
}

/** The file formats of a players export: our own columns, or another system's roster import. */
export const exportFormatOptions: { value: ExportFormat; label: string; hint: string }[] = [
  { value: 'custom', label: 'Choose the columns', hint: 'Pick the columns and their titles below.' },
  {
    value: 'teamsnap',
    label: 'TeamSnap roster import',
    hint: "TeamSnap's own column names: email, gender and birthdate (MM/DD/YYYY) from the player, and the phones, address, school and shirt size from the registration file where it had them.",
  },
  {
    value: 'sportsengine',
    label: 'SportsEngine roster import',
    hint: "SportsEngine's own column names, dates of birth as YYYY/MM/DD, and the address and grade from the registration file where it had them.",
  },
];

export const teamExportColumns: ExportColumnOption[] = [
  { key: 'division_name', label: 'Division', onByDefault: true },
  { key: 'team_name', label: 'Team', onByDefault: true },
  { key: 'division_id', label: 'Division ID', onByDefault: false },
  { key: 'team_id', label: 'Team ID', onByDefault: false },
  { key: 'league_name', label: 'League', onByDefault: false },
  { key: 'team_coach', label: 'Coach', onByDefault: false },
  { key: 'team_created_at', label: 'Created At', onByDefault: false },
  { key: 'team_updated_at', label: 'Updated At', onByDefault: false },
];

/** Per-skill rating columns, offered for a players export once a division is chosen; titled with the skill's scale, as the file holds it. */
export const skillExportColumns = (skills: { id: number; name: string; normalization_factor: number }[]): ExportColumnOption[] =>
  skills.map((s) => ({ key: `skill_${s.id}`, label: skillColumnTitle(s.name, s.normalization_factor), onByDefault: false, skillId: s.id }));

export interface ColumnChoice {
  selected: boolean;
  title: string;
}

export const initialColumnChoices = (columns: ExportColumnOption[]): Record<string, ColumnChoice> =>
  Object.fromEntries(columns.map((c) => [c.key, { selected: c.onByDefault, title: c.label }]));
