import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { EvaluationCoverageDto } from '@league/contract';
import { pluralize } from '@/lib/format';

/** Each evaluator's progress in words: children scored, their share of the field, scores sent. */
export function EvaluatorProgress({ evaluators }: { evaluators: EvaluationCoverageDto['evaluators'] }) {
  if (evaluators.length === 0) return <Typography color="text.secondary">No evaluator has joined yet.</Typography>;
  return (
    <List dense aria-label="Evaluators' progress">
      {evaluators.map((e) => (
        <ListItem key={e.id} disableGutters>
          <ListItemText
            primary={`${e.name}${e.revoked ? ' (code revoked)' : ''}`}
            secondary={`Scored ${pluralize(e.players_scored, 'child', 'children')} (${Math.round(e.share_of_field * 100)}% of those checked in), ${pluralize(e.scores, 'score')} in all`}
          />
        </ListItem>
      ))}
    </List>
  );
}
