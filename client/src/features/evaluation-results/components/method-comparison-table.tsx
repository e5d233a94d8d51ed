import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { EvaluationMethod, EvaluationResultsDto } from '@league/contract';
import { ScrollTable } from '@/components/ui/scroll-table';
import { dropsHighestAndLowest, formatFigure } from '@/features/evaluation-results/lib/describe-figures';

interface MethodComparisonTableProps {
  byMethod: Record<EvaluationMethod, EvaluationResultsDto>;
  skillId: number;
  skillName: string;
  showPrior: boolean;
}

type Cell = EvaluationResultsDto['players'][number]['skills'][number];

const cellOf = (results: EvaluationResultsDto, playerId: number, skillId: number): Cell | undefined =>
  results.players.find((p) => p.player_id === playerId)?.skills.find((s) => s.skill_id === skillId);

/**
 * One skill: the methods' figures side by side per child, with how many evaluators scored it. The
 * average without highest and lowest shows only when some child has 4 scores: below, it is the average.
 */
export function MethodComparisonTable({ byMethod, skillId, skillName, showPrior }: MethodComparisonTableProps) {
  // Ordered by the corrected figure: the method the panel's harshness does not move.
  const rows = byMethod.corrected.players
    .flatMap((p) => {
      const corrected = cellOf(byMethod.corrected, p.player_id, skillId);
      return corrected ? [{ player: p, corrected }] : [];
    })
    .sort((a, b) => b.corrected.figure - a.corrected.figure || a.player.name.localeCompare(b.player.name));
  const showTrimmed = dropsHighestAndLowest(byMethod.corrected, skillId);
  const label = `${skillName}: the ${showTrimmed ? 'three' : 'two'} methods side by side`;
  return (
    <ScrollTable label={label} outlined>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Child</TableCell>
            <TableCell align="right">Evaluators</TableCell>
            <TableCell align="right">Average</TableCell>
            {showTrimmed && <TableCell align="right">Average without highest and lowest</TableCell>}
            <TableCell align="right">Corrected for harsh and lenient evaluators</TableCell>
            {showPrior && <TableCell align="right">Last season&apos;s coach rating</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ player, corrected }) => (
            <TableRow key={player.player_id}>
              <TableCell component="th" scope="row">
                {player.bib ? `${player.name} (bib ${player.bib})` : player.name}
              </TableCell>
              <TableCell align="right">{corrected.count}</TableCell>
              <TableCell align="right">{formatFigure(cellOf(byMethod.mean, player.player_id, skillId)?.figure)}</TableCell>
              {showTrimmed && <TableCell align="right">{formatFigure(cellOf(byMethod.trimmed, player.player_id, skillId)?.figure)}</TableCell>}
              <TableCell align="right">{formatFigure(corrected.figure)}</TableCell>
              {showPrior && <TableCell align="right">{formatFigure(corrected.prior)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
