import { Alert, Stack, Typography } from '@mui/material';
import { CopyCodeButton } from './copy-code-button';

/** A new code in large letters, with a copy button; it stays in the list of codes until revoked. */
export function NewCode({ code, forWhat }: { code: string; forWhat: string }) {
  return (
    <Alert severity="info" icon={false} aria-label="New access code">
      <Stack spacing={1}>
        {/* The address is one long word: it may break anywhere rather than widen a phone's page. */}
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          New code for {forWhat}. Give it to your evaluators: they open <strong>{`${window.location.origin}/evaluate`}</strong> on their phone and type it with their
          name. It stays in the list of codes below until you revoke it.
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="p" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, fontFamily: 'monospace', letterSpacing: '0.1em', userSelect: 'all', overflowWrap: 'anywhere' }} data-testid="new-access-code">
            {code}
          </Typography>
          <CopyCodeButton code={code} label="Copy the code" />
        </Stack>
      </Stack>
    </Alert>
  );
}
