import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { PeriodFields } from '@/components/ui/period-fields';
import { apiErrorMessage } from '@/lib/api-client';
import { usePeriod } from '@/lib/use-period';
import { useDownloadPayStatement, usePayStatement } from '@/features/officials-board/api/pay-statement';
import { PayStatementView } from './pay-statement-view';

/** The treasurer's statement: each referee's games and fees in a period of the season, on screen and for Excel. */
export function PaySection({ seasonId }: { seasonId: number }) {
  const { from, to, setFrom, setTo, period, error } = usePeriod();
  const statement = usePayStatement(seasonId, period);
  const download = useDownloadPayStatement(seasonId);

  return (
    <Paper component="section" aria-labelledby="pay-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="pay-title" variant="h6" component="h2">
          Referees&apos; pay
        </Typography>
        <Typography color="text.secondary">
          Each referee&apos;s games and fees between two dates, both days included. A game counts once the referee was told about it, unless they
          declined it; games still to come in those dates count too. Leave the dates empty for the whole season.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <PeriodFields label="Dates to pay for" from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => period && download.mutate(period)} disabled={!period || download.isPending} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
            Download for Excel (CSV)
          </Button>
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
        {download.isError && <Alert severity="error">The file could not be made. Please try again.</Alert>}
        {statement.isError && <Alert severity="error">{apiErrorMessage(statement.error) ?? "The referees' pay could not be loaded. Please try again."}</Alert>}
        {period && statement.isPending && <Typography color="text.secondary">Adding up the referees&apos; games…</Typography>}
        {period && statement.data && <PayStatementView statement={statement.data} />}
      </Stack>
    </Paper>
  );
}
