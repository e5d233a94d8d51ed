import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import type { DivisionDto, ScheduleSettingDto } from '@league/contract';
import { ScrollTable } from '@/components/ui/scroll-table';
import { showDateList } from '@/features/season-schedule/lib/date-list';

/** One division's settings as typed: text until the form checks them. */
export interface DivisionSettingsValues {
  chosen: boolean;
  games_per_team: string;
  game_minutes: string;
  earliest: string;
  latest: string;
  changeover_minutes: string;
  games_per_week: string;
  /** A day of each week the division plays, as typed; empty: every week with gym time. */
  weeks: string;
}

export const defaultSettings: DivisionSettingsValues = { chosen: true, games_per_team: '8', game_minutes: '60', earliest: '', latest: '', changeover_minutes: '10', games_per_week: '1', weeks: '' };

/** A saved division's settings as the form shows them. */
export function settingsValues(saved: ScheduleSettingDto): DivisionSettingsValues {
  const time = (value: string | null) => (value ? value.replace(/^0(\d)/, '$1') : '');
  return {
    chosen: true,
    games_per_team: String(saved.games_per_team),
    game_minutes: String(saved.game_minutes),
    earliest: time(saved.earliest),
    latest: time(saved.latest),
    changeover_minutes: String(saved.changeover_minutes),
    games_per_week: String(saved.games_per_week),
    weeks: showDateList(saved.weeks),
  };
}

type Field = Exclude<keyof DivisionSettingsValues, 'chosen'>;

const columns: { field: Field; label: string; placeholder?: string }[] = [
  { field: 'games_per_team', label: 'Games per team' },
  { field: 'game_minutes', label: 'Game minutes' },
  { field: 'earliest', label: 'Earliest start', placeholder: 'any time' },
  { field: 'latest', label: 'Latest start', placeholder: 'any time' },
  { field: 'changeover_minutes', label: 'Changeover minutes' },
  { field: 'games_per_week', label: 'Games per week' },
  { field: 'weeks', label: 'Weeks it plays', placeholder: 'every week' },
];

interface DivisionSettingsTableProps {
  divisions: DivisionDto[];
  /** Every division's row, typed or as saved. */
  values: Record<number, DivisionSettingsValues>;
  errors: Record<number, Partial<Record<Field, string>>>;
  onChange: (divisionId: number, next: DivisionSettingsValues) => void;
}

/**
 * A row per division: whether to schedule it, its games per team, game length and hours, the court
 * time between games, the most games a team plays in a week, and the weeks it plays (any day of
 * each week, kept as its Monday).
 */
export function DivisionSettingsTable({ divisions, values, errors, onChange }: DivisionSettingsTableProps) {
  return (
    <ScrollTable label="Division settings">
      <Table size="small" aria-label="Division settings">
        <TableHead>
          <TableRow>
            <TableCell>Division</TableCell>
            {columns.map((c) => (
              <TableCell key={c.field}>{c.label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {divisions.map((division) => {
            const row = values[division.id]!;
            return (
              <TableRow key={division.id}>
                <TableCell>
                  <Checkbox checked={row.chosen} onChange={(e) => onChange(division.id, { ...row, chosen: e.target.checked })} slotProps={{ input: { 'aria-label': `Schedule ${division.name}` } }} />
                  {division.name}
                </TableCell>
                {columns.map((c) => (
                  <TableCell key={c.field}>
                    <TextField
                      size="small"
                      value={row[c.field]}
                      placeholder={c.placeholder}
                      disabled={!row.chosen}
                      error={!!errors[division.id]?.[c.field]}
                      helperText={errors[division.id]?.[c.field]}
                      onChange={(e) => onChange(division.id, { ...row, [c.field]: e.target.value })}
                      slotProps={{ htmlInput: { 'aria-label': `${c.label}, ${division.name}` } }}
                      sx={{ minWidth: 110 }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
