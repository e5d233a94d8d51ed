import { useState } from 'react';
import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { CertificationLevelDto } from '@league/contract';
import { ScrollTable } from '@/components/ui/scroll-table';
import { useAdminQuizzes } from '@/api/quizzes/list-admin-quizzes';
import { describeRequirement, describeValidity } from './describe-requirement';
import { LevelFormDialog } from './level-form-dialog';

/** The league's levels with their requirements in words; add or edit one. */
export function LevelsSection({ levels }: { levels: CertificationLevelDto[] }) {
  const [editing, setEditing] = useState<CertificationLevelDto | 'new' | null>(null);
  const { quizzes } = useAdminQuizzes();
  const names = { quizTitles: new Map(quizzes.map((q) => [q.id, q.title])), levelNames: new Map(levels.map((l) => [l.id, l.name])) };
  return (
    <Stack spacing={2} component="section" aria-labelledby="levels-heading">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id="levels-heading" variant="h5" component="h2">
          Certification levels
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          Add level
        </Button>
      </Stack>
      {levels.length === 0 ? (
        <Typography color="text.secondary">No levels yet. Add one to start certifying referees.</Typography>
      ) : (
        <ScrollTable label="Certification levels">
          <Table size="small" aria-label="Certification levels">
            <TableHead>
              <TableRow>
                <TableCell>Level</TableCell>
                <TableCell>Rule edition</TableCell>
                <TableCell>Requirements</TableCell>
                <TableCell>Valid</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {levels.map((l) => (
                <TableRow key={l.id}>
                  <TableCell>{l.name}</TableCell>
                  <TableCell>{l.edition || '—'}</TableCell>
                  <TableCell>{l.requirements.map((r) => describeRequirement(r, names)).join('; ')}</TableCell>
                  <TableCell>{describeValidity(l)}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setEditing(l)} aria-label={`Edit ${l.name}`}>
                      Edit
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
      {editing && <LevelFormDialog level={editing === 'new' ? undefined : editing} levels={levels} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
