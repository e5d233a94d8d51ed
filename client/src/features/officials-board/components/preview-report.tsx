import { Alert, Stack } from '@mui/material';
import type { AssignOfficialsDto } from '@league/contract';
import { pluralize } from '@/lib/format';

/** The auto-assign's report said in words. */
export function describeReport(result: AssignOfficialsDto): string[] {
  const { rules_broken: broken, games_per_referee: spread } = result.report;
  const rules = broken === 0
    ? 'No rule is broken: every official is certified for the game, free, not related to a team playing, and old enough.'
    : `${pluralize(broken, 'rule')} would be broken. Please check the games marked below before publishing.`;
  const fairness = result.assignments.length === 0
    ? 'No referee gets a game.'
    : spread.min === spread.max
      ? `Each referee who officiates gets ${pluralize(spread.max, 'game')}.`
      : `Each referee who officiates gets between ${spread.min} and ${pluralize(spread.max, 'game')}.`;
  const open = result.uncovered.length === 0
    ? 'Every game has all its officials.'
    : `${pluralize(result.uncovered.length, 'place')} for an official ${result.uncovered.length === 1 ? 'stays' : 'stay'} open; each game below says why.`;
  return [rules, fairness, open];
}

export function PreviewReport({ result }: { result: AssignOfficialsDto }) {
  const [rules, fairness, open] = describeReport(result);
  return (
    <Stack spacing={1} aria-label="Preview report" component="section">
      <Alert severity={result.report.rules_broken === 0 ? 'success' : 'error'}>{rules}</Alert>
      <Alert severity="info">{fairness}</Alert>
      <Alert severity={result.uncovered.length === 0 ? 'success' : 'warning'}>{open}</Alert>
    </Stack>
  );
}
