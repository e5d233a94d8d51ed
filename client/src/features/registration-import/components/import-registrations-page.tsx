import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { paths } from '@/config/paths';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { SeasonDivisionSelects } from '@/components/ui/season-division-selects';
import { useSeasonDivisionChoice } from '@/components/ui/use-season-division-choice';
import { useSkills } from '@/api/skills/list-skills';
import { pluralize } from '@/lib/format';
import { describeImported } from '@/features/registration-import/lib/describe-import';
import { ImportColumns } from './import-columns';
import { ImportPreview } from './import-preview';
import { useRegistrationImport } from './use-registration-import';

/** Import a registration export into a division: previewed first, written only when the admin says so. */
export function ImportRegistrationsPage() {
  const [selection, setSelection] = useSeasonDivisionChoice();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Import Registrations
      </Typography>
      <Typography color="text.secondary">
        Upload the player export of your registration system. You see what would change before anything is saved: who is new, who played here before, and
        anything to check.
      </Typography>
      <Paper component="section" aria-label="Choose a division" sx={{ p: 3 }}>
        <SeasonDivisionSelects idPrefix="import" seasonId={selection.seasonId} divisionId={selection.divisionId} onChange={setSelection} />
      </Paper>
      {selection.divisionId ? (
        <ImportSteps key={selection.divisionId} divisionId={selection.divisionId} seasonId={selection.seasonId} />
      ) : (
        <Typography color="text.secondary">Select a season and a division to import its registrations.</Typography>
      )}
    </Stack>
  );
}

function ImportSteps({ divisionId, seasonId }: { divisionId: number; seasonId: number | null }) {
  const { skills } = useSkills(divisionId);
  const flow = useRegistrationImport(divisionId);
  const status = flow.file ? `${flow.file.name}: ${pluralize(flow.columns.length, 'column')} found` : 'Drop the CSV export here or click to choose it. The first line must hold the column names.';
  const count = flow.preview ? flow.preview.rows.filter((r) => r.status !== 'problem').length : 0;
  const viewPlayers = `${paths.dashboard.viewPlayers}?season=${seasonId ?? ''}&division=${divisionId}`;
  // Late sign-ups come in unassigned: Edit Teams of this division places them.
  const editTeams = `${paths.dashboard.editTeams}?season=${seasonId ?? ''}&division=${divisionId}`;
  return (
    <Stack spacing={3}>
      <FileDropZone id="import-csv-file" label="Registration export (CSV)" accept=".csv,text/csv" status={status} error={flow.fileError} onChoose={(f) => void flow.chooseFile(f)} />
      {flow.columns.length > 0 && (
        <ImportColumns columns={flow.columns} mapping={flow.mapping} guessed={flow.guessed} onChange={flow.setMapping} skills={skills} skillColumns={flow.skillColumns} onSkillColumn={flow.setSkillColumn} />
      )}
      {flow.file && !flow.preview && !flow.imported && (
        <Button variant="contained" onClick={flow.check} disabled={!flow.canCheck} sx={{ alignSelf: 'start' }}>
          {flow.busy ? 'Checking the file...' : 'Check the File'}
        </Button>
      )}
      {flow.error && <Alert severity="error">{flow.error}</Alert>}
      {flow.preview && (
        <Paper component="section" aria-labelledby="import-preview-title" sx={{ p: 3 }}>
          <Typography id="import-preview-title" variant="h5" component="h2" gutterBottom>
            Before You Import
          </Typography>
          <ImportPreview
            result={flow.preview}
            guessed={flow.guessed}
            decisions={flow.decisions}
            onDecide={flow.decide}
            onAcceptAll={flow.acceptAllSuggested}
            confirmWithdrawals={flow.confirmWithdrawals}
            onConfirmWithdrawals={flow.setConfirmWithdrawals}
          />
          <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
            <Button variant="contained" onClick={flow.write} disabled={!flow.canWrite}>
              {flow.busy ? 'Importing...' : `Import ${pluralize(count, 'player')}`}
            </Button>
            {flow.undecided > 0 && <Typography color="text.secondary">Answer {pluralize(flow.undecided, 'possible match', 'possible matches')} first.</Typography>}
          </Stack>
        </Paper>
      )}
      {flow.imported && (
        <Alert severity="success" role="status">
          {describeImported(flow.imported)}{' '}
          <Link component={RouterLink} to={viewPlayers}>
            View the players
          </Link>{' '}
          ·{' '}
          <Link component={RouterLink} to={editTeams}>
            Place new players
          </Link>
        </Alert>
      )}
    </Stack>
  );
}
