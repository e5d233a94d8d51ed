import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack } from '@mui/material';
import { isContactHeader, type ExportFormat } from '@league/contract';
import { usePlayers } from '@/api/players/list-players';
import { useSkills } from '@/api/skills/list-skills';
import { readStoredUser, unknownLeagueMessage } from '@/lib/auth/session';
import { exportTeams } from '@/features/teams/api/export-teams';
import { contactExportOptions, keptRegistrationColumns, playerExportColumns, skillExportColumns, teamExportColumns, type ColumnChoice, type ExportScope } from '@/features/teams/lib/export-columns';
import { saveBlob } from '@/features/teams/lib/export-filename';
import { buildExportSelection, validateExport } from '@/features/teams/lib/validate-export';
import { ExportColumnRow } from './export-column-row';
import { ExportFormatChoice } from './export-format-choice';

interface ExportDialogProps {
  scope: ExportScope;
  seasonId: number | null;
  divisionId: number | null;
  onClose: () => void;
}

const failures = { players: 'Failed to export players. Please try again.', teams: 'Failed to export teams. Please try again.' } as const;

export function ExportDialog({ scope, seasonId, divisionId, onClose }: ExportDialogProps) {
  const forPlayers = scope === 'players';
  // Skill rating columns need a division: skills belong to one.
  const { skills } = useSkills(forPlayers ? divisionId : null);
  // The registration file's kept columns are read from the players being exported.
  const { players } = usePlayers({ division: divisionId, season: seasonId }, { enabled: forPlayers });
  const [includeContacts, setIncludeContacts] = useState(false);
  // Contacts leave only when ticked: their columns are offered only then.
  const kept = keptRegistrationColumns(players).filter((c) => includeContacts || !isContactHeader(c.label));
  const columns = forPlayers ? [...playerExportColumns, ...(includeContacts ? contactExportOptions : []), ...kept, ...skillExportColumns(skills)] : teamExportColumns;
  const [format, setFormat] = useState<ExportFormat>('custom');
  const [edits, setEdits] = useState<Record<string, ColumnChoice>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const choices = Object.fromEntries(columns.map((c) => [c.key, edits[c.key] ?? { selected: c.onByDefault, title: c.label }]));
  const download = useMutation({ mutationFn: exportTeams, onSuccess: (file) => { saveBlob(file.blob, file.filename); onClose(); } });
  const custom = format === 'custom';

  const edit = (key: string, change: Partial<ColumnChoice>) => setEdits((prev) => ({ ...prev, [key]: { ...choices[key]!, ...change } }));

  function handleExport() {
    const user = readStoredUser();
    const found = !user ? [unknownLeagueMessage] : custom ? validateExport(columns, choices) : [];
    setErrors(found);
    if (found.length || !user) return;
    download.mutate({ league: user.league_id, division: divisionId, season: seasonId, scope, format, includeContacts, ...buildExportSelection(columns, choices) });
  }

  const title = forPlayers ? 'Export Players' : 'Export Teams';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="export-title">
      <DialogTitle id="export-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1}>
          {errors.map((e) => (
            <Alert key={e} severity="error">{e}</Alert>
          ))}
          {download.isError && <Alert severity="error">{failures[scope]}</Alert>}
          {forPlayers && <ExportFormatChoice value={format} onChange={setFormat} />}
          {forPlayers && (
            <FormControlLabel
              control={<Checkbox checked={includeContacts} onChange={(e) => setIncludeContacts(e.target.checked)} />}
              label="Include parents' contacts (names, emails and phone numbers)"
            />
          )}
          {custom && columns.map((column) => <ExportColumnRow key={column.key} column={column} choice={choices[column.key]!} onChange={(change) => edit(column.key, change)} />)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={handleExport} disabled={download.isPending}>
          {download.isPending ? 'Exporting...' : 'Export CSV'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
