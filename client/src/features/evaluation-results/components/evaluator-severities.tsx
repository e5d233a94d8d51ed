import { Alert, FormControlLabel, List, ListItem, ListItemText, Stack, Switch, Typography } from '@mui/material';
import type { EvaluationResultsDto } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { useUpdateExcludedEvaluators } from '@/features/evaluation-results/api/update-excluded-evaluators';

interface EvaluatorSeveritiesProps {
  eventId: number;
  evaluators: EvaluationResultsDto['evaluators'];
}

/** Each evaluator's severity per skill in words, and a switch to leave them out of the figures. */
export function EvaluatorSeverities({ eventId, evaluators }: EvaluatorSeveritiesProps) {
  const update = useUpdateExcludedEvaluators(eventId);
  if (evaluators.length === 0) return <Typography color="text.secondary">No evaluator has joined yet.</Typography>;
  const excludedIds = evaluators.filter((e) => e.excluded).map((e) => e.id);
  const toggle = (id: number, leaveOut: boolean) => update.mutate(leaveOut ? [...excludedIds, id] : excludedIds.filter((x) => x !== id));
  return (
    <Stack spacing={1}>
      {update.isError && <Alert severity="error">{apiErrorMessage(update.error) ?? 'The change could not be saved. Please try again.'}</Alert>}
      <List dense aria-label="Evaluators' severity">
        {evaluators.map((e) => (
          <ListItem key={e.id} disableGutters sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <ListItemText
              primary={e.excluded ? `${e.name} (left out of the figures)` : e.name}
              secondary={e.severities.length ? e.severities.map((s) => `${s.sentence} (${s.scored} ${s.scored === 1 ? 'score' : 'scores'})`).join('; ') : 'No scores to compare yet.'}
            />
            <FormControlLabel
              control={<Switch checked={e.excluded} disabled={update.isPending} onChange={(ev) => toggle(e.id, ev.target.checked)} />}
              label={`Leave ${e.name} out`}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
