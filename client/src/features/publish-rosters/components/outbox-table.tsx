import { useState } from 'react';
import { Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { OutboxMessageDto, OutboxStatus } from '@league/contract';

const statusWords: Record<OutboxStatus, { label: string; color: 'default' | 'info' | 'success' | 'error' }> = {
  pending: { label: 'Waiting', color: 'default' },
  sending: { label: 'Being sent', color: 'info' },
  sent: { label: 'Sent', color: 'success' },
  failed: { label: 'Not sent', color: 'error' },
};

interface OutboxTableProps {
  messages: OutboxMessageDto[];
  /** "Send again" on an email marked not sent; the id being sent again shows it busy. */
  onResend: (id: number) => void;
  resending: number | null;
}

/** A page of the division's emails, with what each says; one not sent can be sent again. */
export function OutboxTable({ messages, onResend, resending }: OutboxTableProps) {
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
              {message.status === 'failed' && (
                <Button size="small" onClick={() => onResend(message.id)} disabled={resending === message.id} aria-label={`Send again the email to ${message.recipient_name}`}>
                  {resending === message.id ? 'Sending again...' : 'Send again'}
                </Button>
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
