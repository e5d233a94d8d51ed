import { Alert, Box, Checkbox, FormControlLabel, List, ListItem, Stack, Typography } from '@mui/material';
import type { ImportPlayersResultDto, ImportRowDto } from '@league/contract';
import { bornOn, describeReturning, describeSummary, rowsWith } from '@/features/registration-import/lib/describe-import';
import { PossibleMatches } from './possible-matches';

interface ImportPreviewProps {
  result: ImportPlayersResultDto;
  decisions: Record<string, number | 'new'>;
  onDecide: (row: number, decision: number | 'new') => void;
  confirmWithdrawals: boolean;
  onConfirmWithdrawals: (confirmed: boolean) => void;
}

function RowList({ id, title, rows, describe }: { id: string; title: string; rows: ImportRowDto[]; describe: (row: ImportRowDto) => string }) {
  if (rows.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h3">
        {title} ({rows.length})
      </Typography>
      <List dense sx={{ columns: { md: 2 } }}>
        {rows.map((row) => (
          <ListItem key={row.row} sx={{ breakInside: 'avoid' }}>
            {describe(row)}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** What the import would do, before anything is written: counts, then every row that needs a look. */
export function ImportPreview({ result, decisions, onDecide, confirmWithdrawals, onConfirmWithdrawals }: ImportPreviewProps) {
  const problems = rowsWith(result, 'problem');
  return (
    <Stack spacing={2}>
      <Alert severity={problems.length ? 'warning' : 'info'} role="status">
        {describeSummary(result)}.
      </Alert>
      {problems.length > 0 && (
        <Box component="section" aria-labelledby="import-problems-title">
          <Typography id="import-problems-title" variant="h6" component="h3" color="error">
            Rows with problems ({problems.length})
          </Typography>
          <Typography color="text.secondary">Fix these rows in the file and choose it again: nothing is imported while a row has a problem.</Typography>
          <List dense>
            {problems.flatMap((row) => row.problems.map((text, i) => <ListItem key={`${row.row}-${i}`}>{text}</ListItem>))}
          </List>
        </Box>
      )}
      <PossibleMatches rows={rowsWith(result, 'possible_match')} decisions={decisions} onDecide={onDecide} />
      {result.withdrawals.length > 0 && (
        <Box component="section" aria-labelledby="withdrawals-title">
          <Typography id="withdrawals-title" variant="h6" component="h3">
            Not in this file any more ({result.withdrawals.length})
          </Typography>
          <Typography color="text.secondary">These players are registered in the division but not in the new export. They stay unless you tick the box; the league keeps their history either way.</Typography>
          <List dense>
            {result.withdrawals.map((w) => (
              <ListItem key={w.player_id}>{w.name}</ListItem>
            ))}
          </List>
          <FormControlLabel
            control={<Checkbox checked={confirmWithdrawals} onChange={(e) => onConfirmWithdrawals(e.target.checked)} />}
            label={`Remove ${result.withdrawals.length === 1 ? 'this player' : `these ${result.withdrawals.length} players`} from the division`}
          />
        </Box>
      )}
      <RowList id="returning-title" title="Returning players" rows={rowsWith(result, 'returning')} describe={describeReturning} />
      <RowList id="new-title" title="New players" rows={rowsWith(result, 'new')} describe={(r) => `${r.name}, ${bornOn(r.date_of_birth)}`} />
      <RowList
        id="registered-title"
        title="Already registered here"
        rows={rowsWith(result, 'registered')}
        describe={(r) => (r.changes.length ? `${r.name}: ${r.changes.join(', ')} will be updated` : `${r.name}: no change`)}
      />
    </Stack>
  );
}
