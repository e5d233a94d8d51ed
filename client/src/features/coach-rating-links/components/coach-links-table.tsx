import { useState } from 'react';
import { Alert, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { CoachLinkDto } from '@league/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ScrollTable } from '@/components/ui/scroll-table';
import { apiErrorMessage } from '@/lib/api-client';
import { useRevokeCoachLink } from '@/features/coach-rating-links/api/coach-rating-links';

const statusWords: Record<CoachLinkDto['status'], { label: string; color: 'success' | 'default' | 'warning' }> = {
  open: { label: 'Active', color: 'success' },
  expired: { label: 'Expired', color: 'default' },
  revoked: { label: 'Withdrawn', color: 'warning' },
};

/** A date-only deadline is the end of that day in UTC: shown as that day. */
const deadlineDay = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** Every link of the division with its state; an active one can be withdrawn (it stops working at once). */
export function CoachLinksTable({ links }: { links: CoachLinkDto[] }) {
  const revoke = useRevokeCoachLink();
  const [asking, setAsking] = useState<CoachLinkDto | null>(null);

  if (links.length === 0) return <Typography color="text.secondary">No links yet. Make them above.</Typography>;
  return (
    <>
      {revoke.isError && <Alert severity="error">{apiErrorMessage(revoke.error) ?? 'The link could not be withdrawn. Please try again.'}</Alert>}
      <ScrollTable label="Coach links">
        <Table size="small" aria-label="Coach links">
          <TableHead>
            <TableRow>
              <TableCell>Team</TableCell>
              <TableCell>Coach</TableCell>
              <TableCell>Rate until</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Players rated</TableCell>
              <TableCell>Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {links.map((link) => (
              <TableRow key={link.id}>
                <TableCell>{link.team.name}</TableCell>
                <TableCell>{link.coach_name}</TableCell>
                <TableCell>{deadlineDay(link.expires_at)}</TableCell>
                <TableCell>
                  <Chip size="small" label={statusWords[link.status].label} color={statusWords[link.status].color} />
                </TableCell>
                <TableCell>{link.players_rated}</TableCell>
                <TableCell>
                  {link.status === 'open' && (
                    <Button size="small" color="warning" onClick={() => setAsking(link)} aria-label={`Withdraw the link for ${link.team.name}`}>
                      Withdraw
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollTable>
      <ConfirmDialog
        open={asking !== null}
        title="Withdraw this link?"
        message={asking ? `${asking.coach_name} will no longer be able to rate ${asking.team.name}. Ratings already sent are kept. You can make a new link later.` : ''}
        confirmLabel="Withdraw"
        busy={revoke.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) revoke.mutate(asking.id, { onSettled: () => setAsking(null) });
        }}
      />
    </>
  );
}
