import { Paper, Stack, Typography } from '@mui/material';
import type { SkillDto } from '@league/contract';
import { ColumnSelect } from '@/components/ui/column-select';
import { pluralize } from '@/lib/format';
import { importRoles, type ImportMapping } from '@/features/registration-import/lib/import-mapping';

interface ImportColumnsProps {
  columns: string[];
  mapping: ImportMapping;
  /** The roles still on the column guessed from the header. */
  guessed: { label: string; column: string }[];
  onChange: (mapping: ImportMapping) => void;
  skills: SkillDto[];
  skillColumns: Record<string, string>;
  onSkillColumn: (skillId: number, column: string) => void;
}

/** Which column holds what, guessed from the header as people write it; ratings are optional. */
export function ImportColumns({ columns, mapping, guessed, onChange, skills, skillColumns, onSkillColumn }: ImportColumnsProps) {
  const split = Boolean(mapping.firstName || mapping.lastName);
  const roleSelect = (role: (typeof importRoles)[number]) => {
    const value = mapping.roles[role.key];
    // A parent's first and last name read together are offered as one choice.
    const choices = value.includes(' + ') ? [...columns, value] : columns;
    return (
      <ColumnSelect
        key={role.key}
        id={`import-${role.key}`}
        label={role.label}
        columns={choices}
        value={value}
        onChange={(column) => onChange({ ...mapping, roles: { ...mapping.roles, [role.key]: column } })}
        helperText={role.help}
      />
    );
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="import-columns-title" sx={{ p: 2 }}>
      <Typography id="import-columns-title" variant="h6" component="h2">
        Columns in Your File
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {guessed.length
          ? `We guessed ${pluralize(guessed.length, 'column')} from their headers: ${guessed.map((g) => `${g.label} from "${g.column}"`).join(', ')}. Check each one; a column left on None is looked for by its usual names.`
          : 'We could not guess any column from the headers. Choose the column that holds each item; a column left on None is looked for by its usual names.'}
      </Typography>
      <Stack spacing={2}>
        {split ? (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <ColumnSelect id="import-first-name" label="First name" columns={columns} value={mapping.firstName} onChange={(firstName) => onChange({ ...mapping, firstName })} />
            <ColumnSelect id="import-last-name" label="Last name" columns={columns} value={mapping.lastName} onChange={(lastName) => onChange({ ...mapping, lastName })} />
          </Stack>
        ) : (
          <ColumnSelect id="import-name" label="Player name" columns={columns} value={mapping.fullName} onChange={(fullName) => onChange({ ...mapping, fullName })} />
        )}
        {importRoles.filter((r) => !r.forTeams).map(roleSelect)}
        <Typography variant="subtitle1" component="h3">
          For forming teams: coaches, requests and other rules Create Teams keeps
        </Typography>
        {importRoles.filter((r) => r.forTeams).map(roleSelect)}
        {skills.length > 0 && (
          <Typography variant="subtitle1" component="h3">
            Ratings (optional): leave on None when the file has none
          </Typography>
        )}
        {skills.map((skill) => (
          <ColumnSelect key={skill.id} id={`import-skill-${skill.id}`} label={`${skill.name} rating`} columns={columns} value={skillColumns[String(skill.id)] ?? ''} onChange={(column) => onSkillColumn(skill.id, column)} />
        ))}
      </Stack>
    </Paper>
  );
}
