import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { OfficialsChangeDto } from '@league/contract';

interface Props {
  /** A heading over the verdict; a dialog whose title says it gives none. */
  label?: string;
  checking: boolean;
  verdict: OfficialsChangeDto | undefined;
  saving: boolean;
  onConfirm: () => void;
  onBack: () => void;
  confirmLabel?: string;
  backLabel?: string;
}

const Lines = ({ lines }: { lines: string[] }) => (
  <Box component="ul" sx={{ m: 0, pl: 2 }}>
    {lines.map((line) => <li key={line}>{line}</li>)}
  </Box>
);

/** What a chosen change does, checked before anything is saved; a change that breaks a rule cannot be confirmed. */
export function ChangeVerdict({ label, checking, verdict, saving, onConfirm, onBack, confirmLabel = 'Confirm change', backLabel = 'Choose someone else' }: Props) {
  return (
    <Stack spacing={2} component="section" aria-label="What this change does">
      {label && <Typography variant="subtitle1" component="h3">{label}</Typography>}
      {checking && <Typography role="status">Checking the rules…</Typography>}
      {verdict && verdict.allowed && (
        <Alert severity="info">
          <Lines lines={verdict.summary} />
          Nothing is saved until you confirm; referees hear about it when you publish.
        </Alert>
      )}
      {verdict && !verdict.allowed && (
        <Alert severity="warning">
          This change breaks a rule, so it cannot be made:
          <Lines lines={verdict.broken} />
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button onClick={onBack} disabled={saving}>{backLabel}</Button>
        {verdict?.allowed && (
          <Button variant="contained" onClick={onConfirm} disabled={saving}>
            {confirmLabel}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
