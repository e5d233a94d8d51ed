import { Alert, Checkbox, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ScrollTable } from '@/components/ui/scroll-table';
import type { SkillDto } from '@league/contract';
import type { SkillChoice } from '@/features/balancing/lib/balance-form';
import { ColumnSelect } from './column-select';

interface SkillMappingTableProps {
  skills: SkillDto[];
  choices: Record<number, SkillChoice>;
  columns: string[];
  loading: boolean;
  failed: boolean;
  onChange: (skillId: number, change: Partial<SkillChoice>) => void;
}

export function SkillMappingTable({ skills, choices, columns, loading, failed, onChange }: SkillMappingTableProps) {
  if (failed) return <Alert severity="error">Failed to load division skills. Please try again.</Alert>;
  if (loading) return <Typography color="text.secondary">Loading skills...</Typography>;
  if (skills.length === 0) {
    return <Typography color="text.secondary">This division has no skills yet; teams will be dealt at random unless you add one.</Typography>;
  }
  return (
    <ScrollTable label="Division skills">
      <Table size="small" aria-label="Division skills">
        <TableHead>
          <TableRow>
            <TableCell>Use</TableCell>
            <TableCell>Skill</TableCell>
            <TableCell>Weight</TableCell>
            <TableCell sx={{ minWidth: 200 }}>CSV Column</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {skills.map((skill) => {
            const choice = choices[skill.id] ?? { use: true, column: '' };
            return (
              <TableRow key={skill.id}>
                <TableCell padding="checkbox">
                  <Checkbox checked={choice.use} onChange={(e) => onChange(skill.id, { use: e.target.checked })} slotProps={{ input: { 'aria-label': `Use ${skill.name}` } }} />
                </TableCell>
                <TableCell>{skill.name}</TableCell>
                <TableCell>{skill.weight}</TableCell>
                <TableCell>
                  <ColumnSelect
                    id={`skill-column-${skill.id}`}
                    label={`${skill.name} column`}
                    size="small"
                    columns={columns}
                    value={choice.column}
                    disabled={!choice.use}
                    error={choice.use && columns.length > 0 && !choice.column}
                    onChange={(column) => onChange(skill.id, { column })}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
