import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { EvaluationCoverageDto } from '@league/contract';
import { ScrollTable } from '@/components/ui/scroll-table';

interface CoverageTableProps {
  players: EvaluationCoverageDto['players'];
  skills: { id: number; name: string }[];
  minEvaluators: number;
}

/** Per child, how many evaluators scored each skill; a count below the minimum says so beside it. */
export function CoverageTable({ players, skills, minEvaluators }: CoverageTableProps) {
  return (
    <ScrollTable label="Evaluators per child and skill" outlined>
      <Table size="small" aria-label="Evaluators per child and skill">
        <TableHead>
          <TableRow>
            <TableCell>Bib</TableCell>
            <TableCell>Child</TableCell>
            {skills.map((s) => (
              <TableCell key={s.id} align="right">
                Evaluators who scored {s.name}
              </TableCell>
            ))}
            <TableCell>Seen enough?</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {players.map((p) => (
            <TableRow key={p.player_id}>
              <TableCell>{p.bib}</TableCell>
              <TableCell component="th" scope="row">
                {p.name}
              </TableCell>
              {skills.map((s) => {
                const count = p.skills.find((x) => x.skill_id === s.id)?.evaluators ?? 0;
                return (
                  <TableCell key={s.id} align="right" sx={count < minEvaluators ? { color: 'warning.light', fontWeight: 600 } : undefined}>
                    {count}
                  </TableCell>
                );
              })}
              <TableCell>{p.below_minimum ? <Chip size="small" color="warning" label={`Needs more (minimum ${minEvaluators})`} /> : 'Yes'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
