import { Alert, Box, Checkbox, FormControlLabel, List, ListItem, Stack, Typography } from '@mui/material';
import type { ImportPlayersResultDto, ImportRowDto } from '@league/contract';
import { bornOn, countOtherRules, describeCoaches, describeRequests, describeReturning, describeSummary, rowsWith } from '@/features/registration-import/lib/describe-import';
import { pluralize } from '@/lib/format';
import { PossibleMatches } from './possible-matches';

interface ImportPreviewProps {
  result: ImportPlayersResultDto;
  /** The roles still on the column guessed from the header, to say so beside each column read. */
  guessed: { label: string; column: string }[];
  decisions: Record<string, number | 'new'>;
  onDecide: (row: number, decision: number | 'new') => void;
  onAcceptAll: () => void;
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
export function ImportPreview({ result, guessed, decisions, onDecide, onAcceptAll, confirmWithdrawals, onConfirmWithdrawals }: ImportPreviewProps) {
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
      <ColumnsRead result={result} guessed={guessed} />
      <TeamRules result={result} />
      <PossibleMatches rows={rowsWith(result, 'possible_match')} decisions={decisions} onDecide={onDecide} onAcceptAll={onAcceptAll} />
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

/** Which column each item is read from, and which of them were guessed from the headers. */
function ColumnsRead({ result, guessed }: Pick<ImportPreviewProps, 'result' | 'guessed'>) {
  const wasGuessed = (label: string, column: string) => guessed.some((g) => g.label === label && g.column === column);
  return (
    <Box component="section" aria-labelledby="columns-read-title">
      <Typography id="columns-read-title" variant="h6" component="h3">
        Columns read ({result.columns.length})
      </Typography>
      <List dense sx={{ columns: { md: 2 } }}>
        {result.columns.map((c) => (
          <ListItem key={c.role} sx={{ breakInside: 'avoid' }}>
            {`${c.label}: "${c.column}"${wasGuessed(c.label, c.column) ? ' (guessed from the header)' : ''}`}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** The coaches, requests and other rules Create Teams will keep when it balances this division. */
function TeamRules({ result }: { result: ImportPlayersResultDto }) {
  const coaches = describeCoaches(result);
  const requests = describeRequests(result);
  const others = countOtherRules(result);
  if (!coaches.length && !requests.length && !others) return null;
  return (
    <Box component="section" aria-labelledby="team-rules-title">
      <Typography id="team-rules-title" variant="h6" component="h3">
        Coaches and requests for Create Teams
      </Typography>
      <Typography color="text.secondary">
        {`${pluralize(coaches.length, 'parent')} volunteering to coach, ${pluralize(requests.length, 'player')} with friend requests${others ? `, ${pluralize(others, 'player')} with other team rules` : ''}. They are saved with the registrations and kept when you create teams from this division.`}
      </Typography>
      <List dense sx={{ columns: { md: 2 } }}>
        {[...coaches, ...requests].map((line) => (
          <ListItem key={line} sx={{ breakInside: 'avoid' }}>
            {line}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
