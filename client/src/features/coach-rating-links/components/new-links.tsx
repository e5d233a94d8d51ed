import { useState } from 'react';
import { Alert, Button, List, ListItem, ListItemText, Stack } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { CoachLinkDto } from '@league/contract';

/** The full address a coach opens (the server answers only the path). */
const addressOf = (link: CoachLinkDto) => `${window.location.origin}${link.path ?? ''}`;

/** The new links' addresses, shown this once: only a fingerprint of each is kept by the server. */
export function NewLinks({ links }: { links: CoachLinkDto[] }) {
  const [copied, setCopied] = useState<number | null>(null);
  const [copyFailed, setCopyFailed] = useState(false);

  const copy = (link: CoachLinkDto) => {
    setCopyFailed(false);
    navigator.clipboard
      .writeText(addressOf(link))
      .then(() => setCopied(link.id))
      .catch(() => setCopyFailed(true));
  };

  return (
    <Stack spacing={1}>
      <Alert severity="warning">
        Copy each link now and send it to the coach (email or text). For safety the addresses are shown only this once; if one is lost, withdraw it and make a new one.
      </Alert>
      {copyFailed && <Alert severity="error">Copying did not work in this browser: select the address and copy it by hand.</Alert>}
      <List dense aria-label="New coach links">
        {links.map((link) => (
          <ListItem
            key={link.id}
            disableGutters
            secondaryAction={
              <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => copy(link)} aria-label={`Copy the link for ${link.team.name}`}>
                {copied === link.id ? 'Copied' : 'Copy'}
              </Button>
            }
          >
            <ListItemText
              primary={`${link.team.name} (${link.coach_name})`}
              secondary={addressOf(link)}
              slotProps={{ secondary: { sx: { wordBreak: 'break-all', userSelect: 'all', pr: 10 } } }}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
