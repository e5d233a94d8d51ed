import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useDivisions } from '@/api/divisions/list-divisions';
import { useLevels } from '@/features/officials-board/api/list-levels';
import { DivisionOfficialsForm } from './division-officials-form';

/** One form per division of the season: the officials its games need. */
export function DivisionNeeds({ seasonId }: { seasonId: number }) {
  const { divisions, isPending } = useDivisions({ season: seasonId });
  const { levels, isError: levelsFailed } = useLevels();

  return (
    <Paper component="section" aria-labelledby="division-needs-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="division-needs-title" variant="h6" component="h2" gutterBottom>
        What each game needs
      </Typography>
      {levelsFailed && <Alert severity="error">The certification levels could not be loaded. Please reload the page.</Alert>}
      {!isPending && divisions.length === 0 && <Typography>This season has no divisions yet.</Typography>}
      <Stack spacing={3}>
        {divisions.map((d) => (
          <DivisionOfficialsForm key={d.id} division={d} levels={levels} />
        ))}
      </Stack>
    </Paper>
  );
}
