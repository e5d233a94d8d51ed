import { readSkillColumnTitle, type GenderMapping } from '@league/contract';
import type { RegionMode } from '@/features/balancing/api/types';
import type { ColumnMapping, MappingProblems } from '@/features/balancing/lib/column-mapping';
import type { RequestAnswers } from '@/features/balancing/lib/request-choices';

export interface SkillChoice {
  use: boolean;
  column: string;
}

export interface BalanceFormValues {
  divisionId: number | null;
  numberOfTeams: string;
  file: File | null;
  skills: { id: number; name: string }[];
  choices: Record<number, SkillChoice>;
  region: { column: string; mode: RegionMode; weight: number };
  availability: { enabled: boolean; column: string; weight: number };
  height: { enabled: boolean; column: string; weight: number };
  mapping: ColumnMapping;
  mappingProblems: MappingProblems;
  rules: { requestWeight: number; mutualOnly: boolean; tierBalance: boolean; blankRatings: 'error' | 'mean'; maxPerSchool?: number };
  /** What the admin said unknown gender values in the file mean (decision 0034). */
  genderMapping: GenderMapping;
  /** Who the volunteer said unmatched teammate requests meant (decision 0050). */
  requestAnswers: RequestAnswers;
}

export const teamCountLimits = { min: 2, max: 20, initial: 2 } as const;
export const weightLimits = {
  region: { max: 10, initial: 5 },
  availability: { max: 10, initial: 3 },
  height: { max: 50, initial: 10 },
  requests: { max: 10, initial: 5 },
} as const;
/** The most players of one school on a team (sent only when a school column is chosen). */
export const schoolLimits = { min: 1, max: 30, initial: 2 } as const;

export const balanceMessages = {
  division: 'Select a season and division first.',
  file: 'Upload a CSV file first.',
  teams: `Number of teams must be between ${teamCountLimits.min} and ${teamCountLimits.max}.`,
  skills: 'All selected skills must have a CSV column mapped.',
  availability: "Select the CSV column that lists players' practice conflicts.",
  height: 'Select the CSV column that contains player heights.',
  mapping: 'Fix the columns marked in "Columns in Your File" first.',
} as const;

export function parseTeamCount(value: string): number | null {
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n >= teamCountLimits.min && n <= teamCountLimits.max ? n : null;
}

/** A skill counts as selected only when ticked; unticked skills never block generation. */
export function selectedSkillIds(values: Pick<BalanceFormValues, 'skills' | 'choices'>): number[] {
  return values.skills.filter((s) => values.choices[s.id]?.use ?? false).map((s) => s.id);
}

/** The first rule the form breaks, in the order the admin fills the page; null when it can be sent. */
export function validateBalanceForm(values: BalanceFormValues): string | null {
  if (!values.divisionId) return balanceMessages.division;
  if (!values.file) return balanceMessages.file;
  if (Object.keys(values.mappingProblems).length > 0) return balanceMessages.mapping;
  if (parseTeamCount(values.numberOfTeams) === null) return balanceMessages.teams;
  if (selectedSkillIds(values).some((id) => !values.choices[id]?.column)) return balanceMessages.skills;
  if (values.availability.enabled && !values.availability.column) return balanceMessages.availability;
  if (values.height.enabled && !values.height.column) return balanceMessages.height;
  return null;
}

/** Clamps a typed weight into its range; an empty or non-numeric entry becomes 0. */
export function clampWeight(value: string, max: number): number {
  const n = Number(value);
  if (!Number.isFinite(n)) return 0;
  return Math.min(max, Math.max(0, n));
}

/** Ticks every skill and maps it to the column of the same name (case-insensitive) unless the admin chose otherwise. */
export function autoMapSkills(
  skills: { id: number; name: string }[],
  columns: string[],
  manual: Record<number, Partial<SkillChoice>>,
): Record<number, SkillChoice> {
  // "Defense" or "Defense (0-5)" (an export's title with its scale) is the Defense column; the first wins.
  const byName = new Map<string, string>();
  for (const c of columns) {
    const key = readSkillColumnTitle(c).name.toLowerCase();
    if (!byName.has(key)) byName.set(key, c);
  }
  const next: Record<number, SkillChoice> = {};
  for (const skill of skills) {
    const chosen = manual[skill.id]?.column;
    // A manual choice survives a new file only if that file still has the column.
    const keepChosen = chosen !== undefined && (chosen === '' || columns.includes(chosen));
    const column = keepChosen ? chosen : (byName.get(skill.name.trim().toLowerCase()) ?? '');
    next[skill.id] = { use: manual[skill.id]?.use ?? true, column };
  }
  return next;
}
