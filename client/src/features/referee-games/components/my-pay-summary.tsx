import { Alert, Stack, Typography } from '@mui/material';
import { PeriodFields } from '@/components/ui/period-fields';
import { formatNumber, pluralize } from '@/lib/format';
import { usePeriod } from '@/lib/use-period';
import { useMyPay } from '@/features/referee-games/api/my-pay';

/** The referee's own fees between two dates: one line, small on a phone. */
export function MyPaySummary() {
  const { from, to, setFrom, setTo, period, error } = usePeriod();
  const pay = useMyPay(period);
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Games you were told about and did not decline, between two dates (both included). Leave the dates empty for all your games.
      </Typography>
      <PeriodFields label="Dates of your fees" from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
      {error && <Alert severity="error">{error}</Alert>}
      {pay.isError && <Alert severity="error">Your fees could not be loaded. Please try again.</Alert>}
      {/* Always there, so a screen reader hears the new total when the dates change. */}
      <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
        {period && pay.data ? `${pluralize(pay.data.games, 'game')}, fees ${formatNumber(pay.data.total)}` : ''}
      </Typography>
    </Stack>
  );
}
