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
    hint: "Region, practice days, group, locked team, keep apart, teammate requests, gender and the registration file's other columns (school, shirt size …).",
  },
  { key: 'player_id', label: 'Player ID', onByDefault: false },
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

/** Per-skill rating columns, offered for a players export once a division is chosen. */
export const skillExportColumns = (skills: { id: number; name: string }[]): ExportColumnOption[] =>
  skills.map((s) => ({ key: `skill_${s.id}`, label: s.name, onByDefault: false, skillId: s.id }));

export interface ColumnChoice {
  selected: boolean;
  title: string;
}

export const initialColumnChoices = (columns: ExportColumnOption[]): Record<string, ColumnChoice> =>
  Object.fromEntries(columns.map((c) => [c.key, { selected: c.onByDefault, title: c.label }]));
