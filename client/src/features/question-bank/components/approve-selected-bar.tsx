import { Button, Checkbox, FormControlLabel, Stack } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { pluralize } from '@/lib/pluralize';

interface ApproveSelectedBarProps {
  count: number;
  pageTicked: boolean;
  busy: boolean;
  /** Offered when the queue runs past this page: how many wait in all (one approval takes at most 200). */
  waiting?: number;
  onSelectWaiting: () => void;
  onTogglePage: () => void;
  onApprove: () => void;
  onClear: () => void;
}

/** Many imported questions are approved with one action: tick them (a page at a time), then approve. */
export function ApproveSelectedBar({ count, pageTicked, busy, waiting, onSelectWaiting, onTogglePage, onApprove, onClear }: ApproveSelectedBarProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <FormControlLabel control={<Checkbox checked={pageTicked} onChange={onTogglePage} />} label="Select all on this page" />
      {waiting !== undefined && <Button onClick={onSelectWaiting} disabled={busy}>Select all {waiting} waiting</Button>}
      <Button variant="contained" startIcon={<DoneAllIcon />} onClick={onApprove} disabled={count === 0 || busy}>
        Approve {pluralize(count, 'selected question')}
      </Button>
      {count > 0 && <Button onClick={onClear}>Clear selection</Button>}
    </Stack>
  );
}
