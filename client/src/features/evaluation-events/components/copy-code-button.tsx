import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

/** Copies an access code; says so, or says to copy it by hand where the browser refuses. */
export function CopyCodeButton({ code, label, size }: { code: string; label: string; size?: 'small' | 'medium' }) {
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
    <>
      <Button variant="outlined" size={size} startIcon={<ContentCopyIcon />} onClick={copy} aria-label={label}>
        {copied ? 'Copied' : 'Copy'}
      </Button>
      {copyFailed && <Typography color="error">Copying did not work in this browser: select the code and copy it by hand.</Typography>}
    </>
  );
}
