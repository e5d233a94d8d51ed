import { useState } from 'react';
import { Alert, Button, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { CalendarFeedDto } from '@league/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ScrollTable } from '@/components/ui/scroll-table';
import { apiErrorMessage } from '@/lib/api-client';
import { useCalendarLinks } from '@/features/season-schedule/api/list-calendar-links';
import { useWithdrawCalendarLink } from '@/features/season-schedule/api/withdraw-calendar-link';
import { ScheduleSection } from './schedule-section';

const kindWords: Record<CalendarFeedDto['kind'], string> = { team: 'Team', family: 'Family', coach: 'Coach' };

/** The working calendar links; withdrawing one stops it (shared too widely, a family left). */
export function CalendarLinksSection({ seasonId }: { seasonId: number }) {
  const { links, isError, isLoading } = useCalendarLinks(seasonId);
  const withdraw = useWithdrawCalendarLink(seasonId);
  const [asking, setAsking] = useState<CalendarFeedDto | null>(null);

  function confirm() {
    if (asking) withdraw.mutate(asking.id, { onSettled: () => setAsking(null) });
  }

  return (
    <ScheduleSection id="calendar-links-title" title="Calendar links" intro="Publishing makes a link for each team, family and coach that a phone calendar subscribes to, no account needed.">
      {isError && <Alert severity="error">The calendar links could not be loaded. Please try again.</Alert>}
      {withdraw.isError && <Alert severity="error">{apiErrorMessage(withdraw.error) ?? 'The link could not be withdrawn. Please try again.'}</Alert>}
      {!isLoading && links.length === 0 && <Typography color="text.secondary">No calendar links yet: they are made when the schedule is published.</Typography>}
      {links.length > 0 && (
        <ScrollTable label="Calendar links">
          <Table size="small" aria-label="Calendar links">
            <TableHead>
              <TableRow>
                <TableCell>For</TableCell>
                <TableCell>Kind</TableCell>
                <TableCell>Link</TableCell>
                <TableCell>Withdraw</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {links.map((link) => (
                <TableRow key={link.id}>
                  <TableCell>{link.name}</TableCell>
                  <TableCell>{kindWords[link.kind]}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Link href={link.url}>{link.url}</Link>
                  </TableCell>
                  <TableCell>
                    <Button size="small" color="warning" onClick={() => setAsking(link)} aria-label={`Withdraw the calendar link of ${link.name}`}>
                      Withdraw
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
      <ConfirmDialog
        open={asking !== null}
        title="Withdraw this calendar link?"
        message={`The link of ${asking?.name ?? ''} stops working at once; calendars subscribed to it no longer update. The next publication makes and emails a new one.`}
        confirmLabel="Withdraw"
        busy={withdraw.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </ScheduleSection>
  );
}
