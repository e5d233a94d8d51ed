import { useState } from 'react';
import { Alert, Box, CircularProgress, FormControl, InputLabel, MenuItem, Select, Stack, TablePagination, Typography } from '@mui/material';
import { apiErrorMessage } from '@/lib/api-client';
import { useFlashMessage } from '@/lib/use-flash-message';
import { useDismissFlag } from '@/features/question-bank/api/dismiss-flag';
import { flagsPageSize, useFlags, type FlagFilter } from '@/features/question-bank/api/list-flags';
import { groupFlags, type FlaggedQuestion } from '@/features/question-bank/lib/group-flags';
import { FlaggedQuestionCard } from './flagged-question-card';
import { RegradeFromFlag } from './regrade-from-flag';

const filterLabels: Record<Exclude<FlagFilter, ''>, string> = { open: 'Open', resolved: 'Resolved', dismissed: 'Dismissed' };

/** Problems referees reported from their results, per question, with the fix-and-regrade and dismiss actions. */
export function FlagsPanel() {
  const [status, setStatus] = useState<FlagFilter>('open');
  const [page, setPage] = useState(1);
  const { flags, count, isPending, isError } = useFlags(status, page);
  const [fixing, setFixing] = useState<FlaggedQuestion | null>(null);
  const [success, showSuccess] = useFlashMessage(3000);
  const dismiss = useDismissFlag();
  const groups = groupFlags(flags);
  const lastPage = Math.max(1, Math.ceil(count / flagsPageSize));
  const dismissed = (username: string) => {
    showSuccess(`Report by ${username} dismissed.`);
    // Under a status filter the report leaves the list: the last one on a later page would leave an empty page behind.
    if (status && flags.length === 1 && page > 1) setPage(page - 1);
  };

  return (
    <Stack spacing={2}>
      <FormControl size="small" sx={{ maxWidth: 220 }}>
        <InputLabel id="flags-status-label">Show reports</InputLabel>
        <Select labelId="flags-status-label" id="flags-status" label="Show reports" value={status} onChange={(e) => { setStatus(e.target.value as FlagFilter); setPage(1); }}>
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
          onDismiss={(flag) => dismiss.mutate(flag.id, { onSuccess: () => dismissed(flag.username) })}
          onFix={() => setFixing(g)}
        />
      ))}
      {count > flagsPageSize && (
        <TablePagination
          component="div"
          count={count}
          page={Math.min(page, lastPage) - 1}
          rowsPerPage={flagsPageSize}
          rowsPerPageOptions={[]}
          onPageChange={(_, next) => setPage(next + 1)}
          labelDisplayedRows={({ from, to, count: total }) => `Reports ${from}–${to} of ${total}`}
        />
      )}
      <RegradeFromFlag group={fixing} onClose={() => setFixing(null)} />
    </Stack>
  );
}
