import { useState } from 'react';
import { Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { OutboxMessageDto, OutboxStatus } from '@league/contract';

const statusWords: Record<OutboxStatus, { label: string; color: 'default' | 'info' | 'success' | 'error' }> = {
  pending: { label: 'Waiting', color: 'default' },
  sending: { label: 'Being sent', color: 'info' },
  sent: { label: 'Sent', color: 'success' },
  failed: { label: 'Not sent', color: 'error' },
};

/** Every email of the division, with what it says; a message can be opened to read it in full. */
export function OutboxTable({ messages }: { messages: OutboxMessageDto[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (messages.length === 0) return <Typography color="text.secondary">No emails yet. Publishing writes them here.</Typography>;
  return (
    <Table size="small" aria-label="Emails">
      <TableHead>
        <TableRow>
          <TableCell>To</TableCell>
          <TableCell>Subject</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Message</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {messages.map((message) => (
          <TableRow key={message.id}>
            <TableCell>
              {message.recipient_name}
              <Typography variant="body2" color="text.secondary">
                {message.recipients.join(', ')}
              </Typography>
            </TableCell>
            <TableCell>{message.subject}</TableCell>
            <TableCell>
              <Chip size="small" label={statusWords[message.status].label} color={statusWords[message.status].color} />
              {message.last_error && (
                <Typography variant="body2" color="text.secondary">
                  {message.status === 'failed' ? message.last_error : `Tried ${message.attempts} times; will try again.`}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              {open === message.id ? (
                <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
                  {message.body}
                </Typography>
              ) : (
                <Button size="small" onClick={() => setOpen(message.id)} aria-label={`Read the email to ${message.recipient_name}`}>
                  Read
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
