import { useState } from 'react';
import { Alert, Button, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { CoachLinkStatusDto } from '@league/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ScrollTable } from '@/components/ui/scroll-table';
import { apiErrorMessage } from '@/lib/api-client';
import { useCoachLinkActions, useCoachLinks } from '@/features/publish-rosters/api/coach-links';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

function linkState(team: CoachLinkStatusDto): string {
  if (!team.coach_email) return 'No coach email published: add it in Edit Team, then publish.';
  if (team.working_links === 0) return team.last_sent_at ? 'The link no longer works.' : 'No link sent yet.';
  return `The link works${team.last_sent_at ? ` (sent ${day(team.last_sent_at)})` : ''}.`;
}

/** Each published team's coach link: withdraw it (a coach who stepped down, a link forwarded by mistake) or email a new one. */
export function CoachLinksPanel({ divisionId }: { divisionId: number }) {
  const links = useCoachLinks(divisionId);
  const { withdraw, sendNew } = useCoachLinkActions(divisionId);
  const [confirming, setConfirming] = useState<CoachLinkStatusDto | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const failed = withdraw.error ?? sendNew.error;

  const confirmWithdraw = () => {
    const team = confirming!;
    withdraw.mutate(team.team_id, {
      onSuccess: () => setDone(`The ${team.team_name} coach's link no longer works. Send a new one when you are ready.`),
      onSettled: () => setConfirming(null),
    });
  };
  const send = (team: CoachLinkStatusDto) =>
    sendNew.mutate(team.team_id, {
      onSuccess: (issued) => setDone(`A new link to ${issued.coach_email} ${issued.sending ? 'is being emailed' : 'waits in the emails below'}; earlier links no longer work.`),
    });

  if (!links.data?.length) return null;
  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h2">
          Coach links
        </Typography>
        <Typography color="text.secondary">Each coach's emailed link opens their team's published roster. Withdraw a link that reached the wrong person, then send a new one.</Typography>
        {done && <Alert severity="success">{done}</Alert>}
        {failed && <Alert severity="error">{apiErrorMessage(failed) ?? 'That did not work. Please try again.'}</Alert>}
        <ScrollTable label="Coach links">
          <Table size="small" aria-label="Coach links">
            <TableHead>
              <TableRow>
                <TableCell>Team</TableCell>
                <TableCell>Coach</TableCell>
                <TableCell>Link</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {links.data.map((team) => (
                <TableRow key={team.team_id}>
                  <TableCell>{team.team_name}</TableCell>
                  <TableCell>
                    {team.coach ?? 'Not named'}
                    {team.coach_email && (
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {team.coach_email}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{linkState(team)}</TableCell>
                  <TableCell>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                      <Button size="small" onClick={() => setConfirming(team)} disabled={team.working_links === 0} aria-label={`Withdraw the ${team.team_name} coach's link`}>
                        Withdraw link
                      </Button>
                      <Button size="small" onClick={() => send(team)} disabled={!team.coach_email || sendNew.isPending} aria-label={`Send the ${team.team_name} coach a new link`}>
                        Send a new link
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title="Withdraw the coach's link?"
        message={`The ${confirming?.team_name ?? ''} roster page will tell whoever opens the link that it no longer works. You can send the coach a new link afterwards.`}
        confirmLabel="Withdraw link"
        busy={withdraw.isPending}
        onConfirm={confirmWithdraw}
        onCancel={() => setConfirming(null)}
      />
    </Paper>
  );
}
