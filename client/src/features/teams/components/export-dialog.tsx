import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, TextField } from '@mui/material';
import { useSkills } from '@/api/skills/list-skills';
import { readStoredUser, unknownLeagueMessage } from '@/lib/auth/session';
import { exportTeams } from '@/features/teams/api/export-teams';
import { playerExportColumns, skillExportColumns, teamExportColumns, type ColumnChoice, type ExportScope } from '@/features/teams/lib/export-columns';
import { saveBlob } from '@/features/teams/lib/export-filename';
import { buildExportSelection, exportTitleMaxLength, validateExport } from '@/features/teams/lib/validate-export';

interface ExportDialogProps {
  scope: ExportScope;
  seasonId: number | null;
  divisionId: number | null;
  onClose: () => void;
}

const failures = { players: 'Failed to export players. Please try again.', teams: 'Failed to export teams. Please try again.' } as const;

export function ExportDialog({ scope, seasonId, divisionId, onClose }: ExportDialogProps) {
  // Skill rating columns need a division: skills belong to one.
  const { skills } = useSkills(scope === 'players' ? divisionId : null);
  const columns = scope === 'players' ? [...playerExportColumns, ...skillExportColumns(skills)] : teamExportColumns;
  const [edits, setEdits] = useState<Record<string, ColumnChoice>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const choices = Object.fromEntries(columns.map((c) => [c.key, edits[c.key] ?? { selected: c.onByDefault, title: c.label }]));
  const download = useMutation({ mutationFn: exportTeams, onSuccess: (file) => { saveBlob(file.blob, file.filename); onClose(); } });

  const edit = (key: string, change: Partial<ColumnChoice>) => setEdits((prev) => ({ ...prev, [key]: { ...choices[key]!, ...change } }));

  function handleExport() {
    const user = readStoredUser();
    const found = user ? validateExport(columns, choices) : [unknownLeagueMessage];
    setErrors(found);
    if (found.length || !user) return;
    download.mutate({ league: user.league_id, division: divisionId, season: seasonId, scope, ...buildExportSelection(columns, choices) });
  }

  const title = scope === 'players' ? 'Export Players' : 'Export Teams';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="export-title">
      <DialogTitle id="export-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1}>
          {errors.map((e) => (
            <Alert key={e} severity="error">{e}</Alert>
          ))}
          {download.isError && <Alert severity="error">{failures[scope]}</Alert>}
          {columns.map((column) => {
            const choice = choices[column.key]!;
            return (
              <Stack key={column.key} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <FormControlLabel
                  sx={{ minWidth: 200 }}
                  control={<Checkbox checked={choice.selected} onChange={(e) => edit(column.key, { selected: e.target.checked })} />}
                  label={column.label}
                />
                <TextField
                  id={`export-title-${column.key}`}
                  label={`Column title for ${column.label}`}
                  size="small"
                  value={choice.title}
                  disabled={!choice.selected}
                  onChange={(e) => edit(column.key, { title: e.target.value })}
                  slotProps={{ htmlInput: { maxLength: exportTitleMaxLength } }}
                />
              </Stack>
            );
          })}
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
