import { useState } from 'react';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiErrorMessage } from '@/lib/api-client';
import { webcalUrl } from '@/lib/webcal-url';
import { useMyCalendarLink } from '@/features/referee-games/api/get-my-calendar-link';
import { useMakeMyCalendarLink } from '@/features/referee-games/api/make-my-calendar-link';
import { useWithdrawMyCalendarLink } from '@/features/referee-games/api/withdraw-my-calendar-link';

const questions = {
  renew: {
    title: 'Make a new calendar link?',
    message: 'Your current link stops working at once: calendars subscribed to it no longer update. Add the new link to your calendar afterwards.',
    confirm: 'Make a new link',
    done: 'Your new calendar link is ready. The old one no longer works.',
  },
  withdraw: {
    title: 'Withdraw your calendar link?',
    message: 'The link stops working at once: calendars subscribed to it no longer update. You can get a new link at any time.',
    confirm: 'Withdraw',
    done: 'Your calendar link was withdrawn.',
  },
};

/** The referee's own calendar link on "My games": get it, add it to the phone, renew or withdraw it. */
export function CalendarLinkSection() {
  const link = useMyCalendarLink();
  const make = useMakeMyCalendarLink();
  const withdraw = useWithdrawMyCalendarLink();
  const [asking, setAsking] = useState<keyof typeof questions | null>(null);
  const [message, setMessage] = useState('');

  if (link.isError) return <Alert severity="error">Your calendar link could not be loaded. Please try again.</Alert>;
  if (!link.data) return <Typography role="status">Loading your calendar link…</Typography>;
  const url = link.data.url;
  const failed = make.error ?? withdraw.error;

  function confirm() {
    const question = asking;
    if (!question) return;
    const onSuccess = () => setMessage(questions[question].done);
    const onSettled = () => setAsking(null);
    if (question === 'renew') make.mutate(undefined, { onSuccess, onSettled });
    else withdraw.mutate(undefined, { onSuccess, onSettled });
  }

  return (
    <Stack spacing={2}>
      <Typography>Your games in your phone&apos;s calendar, kept up to date: a moved game moves, a declined one disappears.</Typography>
      {failed && <Alert severity="error">{apiErrorMessage(failed) ?? 'That did not work. Please try again.'}</Alert>}
      {message && <Alert severity="success" role="status">{message}</Alert>}
      {url ? (
        <>
          <Box>
            <Button variant="contained" href={webcalUrl(url)}>Add to my calendar</Button>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            If the button does nothing, add this link to your calendar app as a subscription: <Link href={url}>{url}</Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">Anyone with this link sees your games. If it was shared by mistake, make a new one.</Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => { setMessage(''); setAsking('renew'); }}>Make a new link</Button>
            <Button variant="outlined" color="warning" onClick={() => { setMessage(''); setAsking('withdraw'); }}>Withdraw the link</Button>
          </Stack>
        </>
      ) : (
        <Box>
          <Button variant="contained" disabled={make.isPending} onClick={() => { setMessage(''); make.mutate(undefined, { onSuccess: () => setMessage('Your calendar link is ready.') }); }}>
            Get my calendar link
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? questions[asking].title : ''}
        message={asking ? questions[asking].message : ''}
        confirmLabel={asking ? questions[asking].confirm : ''}
        busy={make.isPending || withdraw.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </Stack>
  );
}
