import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { apiErrorMessage } from '@/lib/api-client';
import { useTradePreview } from '@/api/players/preview-trade';
import type { TradeInput } from '@/api/players/trade-players';
import { describeTermChanges } from '@/features/edit-teams/lib/terms-preview';
import { RuleReasons } from '@/components/teams/broken-rules-confirm';

/** Before and after of every balancing term for the chosen trade or move (decision 0020). */
export function TermsPreview({ input }: { input: TradeInput | null }) {
  const preview = useTradePreview(input);
  if (input === null) return null;
  if (preview.isPending) return <Typography sx={{ mt: 2 }} color="text.secondary">Working out what else changes...</Typography>;
  if (preview.isError) return <Alert severity="info" sx={{ mt: 2 }}>{apiErrorMessage(preview.error) ?? 'Could not work out what else this changes.'}</Alert>;
  const broken = preview.data.breaks_rules;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        What else changes
      </Typography>
      <Table size="small" aria-label="What else changes">
        <TableHead>
          <TableRow>
            <TableCell>For the division</TableCell>
            <TableCell align="right">Before</TableCell>
            <TableCell align="right">After</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {describeTermChanges(preview.data).map((row) => (
            <TableRow key={row.label}>
              <TableCell>{row.label}</TableCell>
              <TableCell align="right">{row.before}</TableCell>
              <TableCell align="right">{row.after}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {broken.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          This breaks the division&apos;s saved team rules; you will be asked to confirm:
          <RuleReasons reasons={broken} />
        </Alert>
      )}
    </>
  );
}
