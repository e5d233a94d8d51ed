import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { EvaluationCoverageDto } from '@league/contract';

/** Children to call back: an evaluator asked for another look, or a skill's scores are far apart. */
export function CallBackList({ callBack }: { callBack: EvaluationCoverageDto['call_back'] }) {
  if (callBack.length === 0) return <Typography color="text.secondary">Nobody to call back: no child was flagged and no scores are far apart.</Typography>;
  return (
    <List dense aria-label="Children to call back">
      {callBack.map((c) => (
        <ListItem key={c.player_id} disableGutters>
          <ListItemText primary={`Bib ${c.bib}: ${c.name}`} secondary={c.reasons.join(' ')} />
        </ListItem>
      ))}
    </List>
  );
}
