import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ScrollTable } from '@/components/ui/scroll-table';
import type { SkillDto } from '@league/contract';
import { SkillRow } from './skill-row';

interface SkillsTableProps {
  skills: SkillDto[];
  onSaved: (message: string) => void;
  onFailed: (message: string) => void;
  onDelete: (skill: SkillDto) => void;
}

export function SkillsTable({ skills, onSaved, onFailed, onDelete }: SkillsTableProps) {
  if (!skills.length) return <Typography color="text.secondary">No skills defined for this division yet. Add one to get started!</Typography>;
  return (
    <ScrollTable label="Skills" outlined>
      <Table aria-label="Skills">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Weight</TableCell>
            <TableCell>Norm. Factor</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {skills.map((skill) => (
            <SkillRow key={skill.id} skill={skill} onSaved={onSaved} onFailed={onFailed} onDelete={onDelete} />
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
