import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { EvaluationResultsDto } from '@league/contract';
import { describeMove, ordinal } from '@/features/evaluation-results/lib/describe-figures';

/** The children whose place moves most between the plain average and the corrected figure. */
export function RankMoves({ moves }: { moves: EvaluationResultsDto['rank_moves'] }) {
  if (moves.length === 0) return <Typography color="text.secondary">No child changes place between the average and the corrected figure.</Typography>;
  return (
    <List dense aria-label="Children whose place moves most">
      {moves.map((m) => (
        <ListItem key={m.player_id} disableGutters>
          <ListItemText
            primary={`${m.name}: ${describeMove(m.moved)}`}
            secondary={`${ordinal(m.raw_place)} by the plain average, ${ordinal(m.corrected_place)} once harsh and lenient evaluators are corrected for`}
          />
        </ListItem>
      ))}
    </List>
  );
}
