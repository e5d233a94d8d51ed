import { useState } from 'react';
import { Alert, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { DraftCoachDto } from '@league/contract';
import { paths } from '@/config/paths';

/** The address a coach opens: this app's own address, so it works whatever the server calls itself. */
export const joinAddress = (draftId: number, key: string) => `${window.location.origin}${paths.coachDraft(draftId, key)}`;

/** Each team's join link, shown this once: the server keeps only a fingerprint of each key. */
export function CoachLinks({ draftId, coaches }: { draftId: number; coaches: DraftCoachDto[] }) {
  const [copied, setCopied] = useState<number | null>(null);
  const [copyFailed, setCopyFailed] = useState(false);
  const copy = (coach: DraftCoachDto) => {
    setCopyFailed(false);
    navigator.clipboard
      .writeText(joinAddress(draftId, coach.key!))
      .then(() => setCopied(coach.team_id))
      .catch(() => setCopyFailed(true));
  };
  return (
    <Stack spacing={1} component="section" aria-labelledby="coach-links-heading">
      <Typography id="coach-links-heading" variant="h6" component="h2">
        Coach join links
      </Typography>
      <Alert severity="warning">
        Copy each link now and send it to that team&apos;s coach, then press Start the draft: the first team&apos;s clock starts only then. For safety the links are shown
        only on this page; if you lose them, open a new draft.
      </Alert>
      {copyFailed && <Alert severity="error">Copying did not work in this browser: select the address and copy it by hand.</Alert>}
      <List dense aria-label="Coach join links">
        {[...coaches].sort((a, b) => a.position - b.position).map((coach) => (
          <ListItem
            key={coach.team_id}
            disableGutters
            secondaryAction={
              <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => copy(coach)} aria-label={`Copy the link for ${coach.team_name}`}>
                {copied === coach.team_id ? 'Copied' : 'Copy'}
              </Button>
            }
          >
            <ListItemText
              primary={`${coach.team_name} (pick ${coach.position} in the first round)`}
              secondary={coach.key ? joinAddress(draftId, coach.key) : 'No link'}
              slotProps={{ secondary: { sx: { wordBreak: 'break-all', userSelect: 'all', pr: 10 } } }}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
