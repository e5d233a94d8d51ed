import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

/** A new code, shown this once in large letters (only its fingerprint is kept), with a copy button. */
export function NewCode({ code, forWhat }: { code: string; forWhat: string }) {
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const copy = () => {
    setCopyFailed(false);
    navigator.clipboard
      .writeText(code)
      .then(() => setCopied(true))
      .catch(() => setCopyFailed(true));
  };
  return (
    <Alert severity="info" icon={false} aria-label="New access code">
      <Stack spacing={1}>
        {/* The address is one long word: it may break anywhere rather than widen a phone's page. */}
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          New code for {forWhat}. Give it to your evaluators: they open <strong>{`${window.location.origin}/evaluate`}</strong> on their phone and type it with their
          name. It is shown only this once; if it is lost, revoke it and make a new one.
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="p" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, fontFamily: 'monospace', letterSpacing: '0.1em', userSelect: 'all', overflowWrap: 'anywhere' }} data-testid="new-access-code">
            {code}
          </Typography>
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy} aria-label="Copy the code">
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </Stack>
        {copyFailed && <Typography color="error">Copying did not work in this browser: select the code and copy it by hand.</Typography>}
      </Stack>
    </Alert>
  );
}
