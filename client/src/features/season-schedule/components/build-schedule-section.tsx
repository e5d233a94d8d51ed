import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { scheduleDivisionInputSchema, type DivisionDto, type ScheduleDivisionInput, type ScheduleDto, type ScheduleReportDto } from '@league/contract';
import { parseForm } from '@/lib/form-errors';
import { apiErrorMessage } from '@/lib/api-client';
import { useBuildSchedule } from '@/features/season-schedule/api/build-schedule';
import { useSeasonSchedule } from '@/features/season-schedule/api/get-season-schedule';
import type { ScheduleNames } from '@/features/season-schedule/lib/describe-schedule';
import { defaultSettings, DivisionSettingsTable, settingsValues, type DivisionSettingsValues } from './division-settings-table';
import { readDateList } from '@/features/season-schedule/lib/date-list';
import { FamilyRuleSelect, type FamilyRule } from './family-rule-select';
import { ScheduleReport } from './schedule-report';
import { ScheduleSection } from './schedule-section';

type RowErrors = Record<number, Partial<Record<keyof DivisionSettingsValues, string>>>;

interface BuildScheduleSectionProps {
  seasonId: number;
  divisions: DivisionDto[];
  divisionsLoading: boolean;
  names: ScheduleNames;
  /** The previewed schedule (null once saved), for the games table to show. */
  onPreview: (preview: ScheduleDto | null) => void;
}

/** The report of a refused save travels in the 400's details. */
function refusedReport(error: unknown): ScheduleReportDto | undefined {
  const details = (error as { response?: { data?: { details?: { report?: ScheduleReportDto } } } }).response?.data?.details;
  return details?.report;
}

/** Each division's settings, a preview that writes nothing, and a save that replaces the divisions' draft games. */
export function BuildScheduleSection({ seasonId, divisions, divisionsLoading, names, onPreview }: BuildScheduleSectionProps) {
  const [values, setValues] = useState<Record<number, DivisionSettingsValues>>({});
  const [errors, setErrors] = useState<RowErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [familyRule, setFamilyRule] = useState<FamilyRule | null>(null);
  const build = useBuildSchedule(seasonId);
  const { data: saved } = useSeasonSchedule(seasonId);
  // What the admin typed, else what the last save kept, else the defaults.
  const shown: Record<number, DivisionSettingsValues> = Object.fromEntries(
    divisions.map((d) => {
      const kept = saved?.settings.find((s) => s.division_id === d.id);
      return [d.id, values[d.id] ?? (kept ? settingsValues(kept) : defaultSettings)];
    }),
  );

  function readRows(): ScheduleDivisionInput[] | null {
    const rows: ScheduleDivisionInput[] = [];
    const found: RowErrors = {};
    for (const division of divisions) {
      const row = shown[division.id]!;
      if (!row.chosen) continue;
      const parsed = parseForm(scheduleDivisionInputSchema, {
        division_id: division.id,
        games_per_team: row.games_per_team,
        game_minutes: row.game_minutes,
        changeover_minutes: row.changeover_minutes,
        games_per_week: row.games_per_week,
        weeks: readDateList(row.weeks),
        earliest: row.earliest.trim() || undefined,
        latest: row.latest.trim() || undefined,
      });
      if (parsed.ok) rows.push(parsed.data);
      else found[division.id] = parsed.errors;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    if (rows.length === 0) {
      setFormError('Choose at least one division to schedule.');
      return null;
    }
    return rows;
  }

  // What the admin chose, else what the last save kept.
  const shownRule: FamilyRule = familyRule ?? saved?.settings[0]?.family_rule ?? 'hard';

  function run(dryRun: boolean) {
    setFormError(null);
    const rows = readRows();
    if (!rows) return;
    build.mutate({ divisions: rows, dry_run: dryRun, family_rule: shownRule }, { onSuccess: (data) => onPreview(data.dry_run ? data : null) });
  }

  const report = build.data?.report ?? (build.isError ? refusedReport(build.error) : undefined);
  return (
    <ScheduleSection id="build-schedule-title" title="Build the schedule" intro="Preview first: it shows the games and what they cost families, and saves nothing. Saving replaces the chosen divisions' draft games.">
      <Stack spacing={2}>
        {divisionsLoading && <Typography color="text.secondary">Loading the divisions...</Typography>}
        {!divisionsLoading && divisions.length === 0 && <Alert severity="info">This season has no divisions yet: create them first.</Alert>}
        {divisions.length > 0 && <DivisionSettingsTable divisions={divisions} values={shown} errors={errors} onChange={(id, next) => setValues((current) => ({ ...current, [id]: next }))} />}
        {divisions.length > 0 && <FamilyRuleSelect value={shownRule} onChange={setFamilyRule} />}
        {formError && <Alert severity="error">{formError}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" disabled={build.isPending || divisions.length === 0} onClick={() => run(true)}>
            Preview schedule
          </Button>
          <Button variant="contained" disabled={build.isPending || divisions.length === 0} onClick={() => run(false)}>
            Save schedule
          </Button>
        </Stack>
        {build.isPending && <Alert severity="info">Building the schedule...</Alert>}
        {build.isError && <Alert severity="error">{apiErrorMessage(build.error) ?? 'The schedule could not be built. Please try again.'}</Alert>}
        {build.isSuccess && <Alert severity="success">{build.data.dry_run ? `Preview of ${build.data.games.length} games: nothing is saved yet.` : `Saved ${build.data.games.length} games as a draft. Publish them to tell families and coaches.`}</Alert>}
        {report && <ScheduleReport report={report} names={names} />}
      </Stack>
    </ScheduleSection>
  );
}
