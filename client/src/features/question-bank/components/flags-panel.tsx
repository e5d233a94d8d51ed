import { useState } from 'react';
import { Alert, Box, CircularProgress, FormControl, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import { apiErrorMessage } from '@/lib/api-client';
import { useFlashMessage } from '@/lib/use-flash-message';
import { useDismissFlag } from '@/features/question-bank/api/dismiss-flag';
import { useFlags, type FlagFilter } from '@/features/question-bank/api/list-flags';
import { groupFlags, type FlaggedQuestion } from '@/features/question-bank/lib/group-flags';
import { FlaggedQuestionCard } from './flagged-question-card';
import { RegradeFromFlag } from './regrade-from-flag';

const filterLabels: Record<Exclude<FlagFilter, ''>, string> = { open: 'Open', resolved: 'Resolved', dismissed: 'Dismissed' };

/** Problems referees reported from their results, per question, with the fix-and-regrade and dismiss actions. */
export function FlagsPanel() {
  const [status, setStatus] = useState<FlagFilter>('open');
  const { flags, isPending, isError } = useFlags(status);
  const [fixing, setFixing] = useState<FlaggedQuestion | null>(null);
  const [success, showSuccess] = useFlashMessage(3000);
  const dismiss = useDismissFlag();
  const groups = groupFlags(flags);

  return (
    <Stack spacing={2}>
      <FormControl size="small" sx={{ maxWidth: 220 }}>
        <InputLabel id="flags-status-label">Show reports</InputLabel>
        <Select labelId="flags-status-label" id="flags-status" label="Show reports" value={status} onChange={(e) => setStatus(e.target.value as FlagFilter)}>
          {Object.entries(filterLabels).map(([value, label]) => (
            <MenuItem key={value} value={value}>{label}</MenuItem>
          ))}
          <MenuItem value="">All</MenuItem>
        </Select>
      </FormControl>
      {success && <Alert severity="success">{success}</Alert>}
      {dismiss.isError && <Alert severity="error">Failed to dismiss the report{apiErrorMessage(dismiss.error) ? `: ${apiErrorMessage(dismiss.error)}` : '. Please try again.'}</Alert>}
      {isError && <Alert severity="error">Failed to load the reports. Please refresh the page and try again.</Alert>}
      {isPending && <Box role="status" aria-label="Loading reports" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}><CircularProgress /></Box>}
      {!isPending && !isError && groups.length === 0 && (
        <Typography color="text.secondary">{status === 'open' ? 'No open reports. Referees can report a problem with a question from their results.' : 'No reports here.'}</Typography>
      )}
      {groups.map((g) => (
        <FlaggedQuestionCard
          key={g.questionId}
          group={g}
          dismissing={dismiss.isPending}
          onDismiss={(flag) => dismiss.mutate(flag.id, { onSuccess: () => showSuccess(`Report by ${flag.username} dismissed.`) })}
          onFix={() => setFixing(g)}
        />
      ))}
      <RegradeFromFlag group={fixing} onClose={() => setFixing(null)} />
    </Stack>
  );
}
