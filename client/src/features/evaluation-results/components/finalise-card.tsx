import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { evaluationMethodNames, evaluationMethods, type EvaluationDto, type EvaluationMethod } from '@league/contract';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { pluralize } from '@/lib/format';
import { useFinaliseEvaluation } from '@/features/evaluation-results/api/finalise-evaluation';

interface FinaliseCardProps {
  event: EvaluationDto;
  /** A day of several divisions finalises the one shown (decision 0084); null: the day's only division. */
  division: EvaluationDto['divisions'][number] | null;
  blendWeight: number;
  lateScores: number;
  /** False when no child has 4 scores on a skill: the average without highest and lowest would be the plain average. */
  offerTrimmed: boolean;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Choose the method, finalise (the figures become the division's ratings), and go on to Create Teams. */
export function FinaliseCard({ event, division, blendWeight, lateScores, offerTrimmed }: FinaliseCardProps) {
  const finalised = division ? division.finalised : event.finalised;
  const [method, setMethod] = useState<EvaluationMethod>(finalised?.method ?? 'corrected');
  const finalise = useFinaliseEvaluation(event.id);
  const done = finalise.data;
  const blendWords = blendWeight > 0 ? `, blended ${blendWeight}% with last season's coach rating` : '';
  return (
    <Stack spacing={2}>
      {finalised && (
        <Alert
          severity={lateScores > 0 ? 'warning' : 'info'}
          action={
            done ? undefined : (
              <Button component={RouterLink} to={paths.dashboard.createTeams} color="inherit">
                Create teams
              </Button>
            )
          }
        >
          Finalised on {new Date(finalised.at).toLocaleString()} with the {evaluationMethodNames[finalised.method]}
          {finalised.blend_weight > 0 ? `, blended ${finalised.blend_weight}% with last season's rating` : ''}.{' '}
          {lateScores > 0
            ? `${pluralize(lateScores, 'score')} arrived after that and ${lateScores === 1 ? 'is' : 'are'} not in the division's ratings yet: finalise again to include ${lateScores === 1 ? 'it' : 'them'}.`
            : 'No score has arrived since.'}
        </Alert>
      )}
      <FormControl>
        <FormLabel id="finalise-method">Ratings to keep</FormLabel>
        <RadioGroup aria-labelledby="finalise-method" value={method} onChange={(e) => setMethod(e.target.value as EvaluationMethod)}>
          {evaluationMethods.filter((m) => m !== 'trimmed' || offerTrimmed || method === 'trimmed').map((m) => (
            <FormControlLabel key={m} value={m} control={<Radio />} label={capitalised(evaluationMethodNames[m])} />
          ))}
        </RadioGroup>
      </FormControl>
      <Typography>
        Finalising saves each child&apos;s figures ({evaluationMethodNames[method]}
        {blendWords}) as their {event.division.name} ratings. Earlier ratings stay in each player&apos;s history.
      </Typography>
      {finalise.isError && <Alert severity="error">{apiErrorMessage(finalise.error) ?? 'The ratings could not be finalised. Please try again.'}</Alert>}
      <Button variant="contained" sx={{ alignSelf: 'flex-start' }} disabled={finalise.isPending} onClick={() => finalise.mutate({ method, blend_weight: blendWeight, ...(division ? { division_id: division.id } : {}) })}>
        {finalised ? 'Finalise again' : division ? `Finalise ${division.name}` : 'Finalise ratings'}
      </Button>
      {done && (
        <Alert
          severity="success"
          action={
            <Button component={RouterLink} to={paths.dashboard.createTeams} color="inherit">
              Create teams
            </Button>
          }
        >
          {pluralize(done.ratings_written, 'rating')} of {pluralize(done.players, 'child', 'children')} saved as &quot;{done.source_label}&quot;. Create Teams now balances {event.division.name} from them.
        </Alert>
      )}
    </Stack>
  );
}
