import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import type { EvaluationDto } from '@league/contract';
import { DayDivisionSelect, useDayDivisionParam } from '@/components/ui/day-division-select';
import { paths } from '@/config/paths';
import { pluralize } from '@/lib/format';
import { coverageRefreshMs, useCoverage } from '@/features/evaluation-results/api/get-coverage';
import { CallBackList } from './call-back-list';
import { CoverageTable } from './coverage-table';
import { DayFrame } from './day-frame';
import { EvaluatorProgress } from './evaluator-progress';
import { Section } from './section';

function CoverageBoard({ event }: { event: EvaluationDto }) {
  const [divisionId, chooseDivision] = useDayDivisionParam(event.divisions);
  const { data, isError, dataUpdatedAt } = useCoverage(event.id, divisionId);
  const [onlyBelow, setOnlyBelow] = useState(false);
  const divisionSelect = <DayDivisionSelect divisions={event.divisions ?? []} value={divisionId} onChange={chooseDivision} offerEvery />;
  if (!data) {
    return (
      <>
        {divisionSelect}
        {isError ? <Alert severity="error">The coverage could not be loaded. It will try again by itself.</Alert> : <Typography color="text.secondary">Loading the coverage...</Typography>}
      </>
    );
  }
  const shown = onlyBelow ? data.players.filter((p) => p.below_minimum) : data.players;
  const skills = divisionId ? event.skills.filter((s) => s.division_id === divisionId) : event.skills;
  return (
    <>
      {divisionSelect}
      <Stack spacing={1} aria-live="polite">
        <Typography>
          {pluralize(data.players.length, 'child', 'children')} checked in;{' '}
          <strong>{pluralize(data.below_minimum, 'child', 'children')}</strong> seen by fewer than {pluralize(data.min_evaluators, 'evaluator')} on at least one skill;{' '}
          {pluralize(data.call_back.length, 'child', 'children')} to call back.
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Updates by itself every {coverageRefreshMs / 1000} seconds{dataUpdatedAt ? `; last updated at ${new Date(dataUpdatedAt).toLocaleTimeString()}` : ''}.
        </Typography>
        {isError && <Alert severity="warning">The last update failed; the figures shown may be out of date. It will try again by itself.</Alert>}
      </Stack>
      <Section title="Call back">
        <CallBackList callBack={data.call_back} />
      </Section>
      <Section title="Evaluators' progress">
        <EvaluatorProgress evaluators={data.evaluators} />
      </Section>
      <Section title="Children and skills">
        <FormControlLabel control={<Switch checked={onlyBelow} onChange={(e) => setOnlyBelow(e.target.checked)} />} label={`Only children seen by fewer than ${pluralize(data.min_evaluators, 'evaluator')}`} />
        {shown.length === 0 ? (
          <Typography color="text.secondary">{data.players.length === 0 ? 'No child is checked in yet.' : 'Every child has been seen by enough evaluators on every skill.'}</Typography>
        ) : (
          <CoverageTable players={shown} skills={skills} minEvaluators={data.min_evaluators} />
        )}
      </Section>
    </>
  );
}

/** The live coverage board of an evaluation day: who was seen by enough evaluators, progress, call-backs. */
export function CoveragePage() {
  const eventId = Number(useParams().eventId);
  return (
    <DayFrame
      eventId={eventId}
      title="Coverage"
      actions={
        <Button component={RouterLink} to={paths.dashboard.evaluationResults(eventId)} variant="outlined">
          Results
        </Button>
      }
    >
      {(event) => <CoverageBoard event={event} />}
    </DayFrame>
  );
}
