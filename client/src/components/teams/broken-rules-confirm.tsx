import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';

interface BrokenRulesConfirmProps {
  /** The server's sentences, one per broken rule. */
  reasons: string[];
  /** "trade" or "move": the words of the buttons. */
  action: 'trade' | 'move';
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

const verbs = { trade: { noun: 'trade', anyway: 'Trade anyway', keep: "Don't trade" }, move: { noun: 'move', anyway: 'Move anyway', keep: "Don't move" } };

/** The server's sentences, one per broken rule. */
export function RuleReasons({ reasons }: { reasons: string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </Box>
  );
}

/** The "do it anyway" step of a trade or move the division's saved team rules refused (ADR 0011, 0020). */
export function BrokenRulesConfirm({ reasons, action, pending, onCancel, onConfirm }: BrokenRulesConfirmProps) {
  const words = verbs[action];
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2 }} aria-label="Team rules this change breaks">
      <AlertTitle>This {words.noun} breaks the division&apos;s team rules</AlertTitle>
      <RuleReasons reasons={reasons} />
      <Box sx={{ mt: 1 }}>Make the {words.noun} anyway? The rules stay saved; only these players break them.</Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" color="inherit" onClick={onCancel} disabled={pending}>
          {words.keep}
        </Button>
        <Button size="small" variant="contained" color="warning" onClick={onConfirm} disabled={pending}>
          {words.anyway}
        </Button>
      </Stack>
    </Alert>
  );
}
