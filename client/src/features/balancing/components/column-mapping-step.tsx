import { Fragment } from 'react';
import { FormControlLabel, Paper, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { mappingRoles, type ColumnMapping, type ManualMapping, type MappingProblems, type NameMode } from '@/features/balancing/lib/column-mapping';
import { ColumnSelect } from './column-select';

interface ColumnMappingStepProps {
  columns: string[];
  mapping: ColumnMapping;
  problems: MappingProblems;
  onChange: (change: ManualMapping) => void;
}

/** Which column of the registration export holds what: proposed from the header, confirmed or changed by the admin. */
export function ColumnMappingStep({ columns, mapping, problems, onChange }: ColumnMappingStepProps) {
  if (columns.length === 0) return null;
  const select = (id: string, label: string, value: string, problem: string | undefined, onPick: (column: string) => void, help?: string) => (
    <ColumnSelect id={id} label={label} columns={columns} value={value} onChange={onPick} error={Boolean(problem)} helperText={problem ?? help} />
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="column-mapping-title" sx={{ p: 2 }}>
      <Typography id="column-mapping-title" variant="h6" component="h2">
        Columns in Your File
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        We guessed which column holds what. Check each one and change it if the guess is wrong; columns left as None are kept with each player.
      </Typography>
      <RadioGroup row aria-label="Player name is in" value={mapping.nameMode} onChange={(e) => onChange({ nameMode: e.target.value as NameMode })}>
        <FormControlLabel value="one" control={<Radio />} label="One name column" />
        <FormControlLabel value="split" control={<Radio />} label="First and last name columns" />
      </RadioGroup>
      <Stack spacing={2} sx={{ mt: 1 }}>
        {mapping.nameMode === 'one' ? (
          select('map-name', 'Player name', mapping.name, problems.name, (name) => onChange({ name }))
        ) : (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {select('map-first-name', 'First name', mapping.firstName, problems.firstName, (firstName) => onChange({ firstName }))}
            {select('map-last-name', 'Last name', mapping.lastName, problems.lastName, (lastName) => onChange({ lastName }))}
          </Stack>
        )}
        {mappingRoles.map((role) => (
          <Fragment key={role.key}>
            {select(`map-${role.key}`, role.label, mapping.roles[role.key], problems[role.key], (column) => onChange({ roles: { [role.key]: column } }), 'help' in role ? role.help : undefined)}
          </Fragment>
        ))}
      </Stack>
    </Paper>
  );
}
