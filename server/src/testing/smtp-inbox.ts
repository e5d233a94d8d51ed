import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createSmtpTransport, type MailTransport } from '../modules/notifications/mail-transport.js';

export interface ReceivedMail {
  to: string[];
  subject: string;
  raw: string;
}

/**
 * An in-process SMTP server (smtp-server) that keeps what it receives; `rejectNext` refuses the
 * next messages with 451, `refuseOnceTo` the next message to one address (so a test's refusal
 * never meets an email another test left in the queue).
 */
export interface SmtpInbox {
  received: ReceivedMail[];
  transport: MailTransport;
  rejectNext(count: number): void;
  refuseOnceTo(address: string): void;
  /** Messages received for one address. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
  return match ? match[1]!.replace(/\r?\n[ \t]/g, ' ') : '';
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  let toReject = 0;
  const refuseTo = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refused = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).find((address) => refuseTo.has(address));
        if (toReject > 0 || refused) {
          if (refused) refuseTo.delete(refused);
          else toReject -= 1;
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject: header(raw, 'Subject'), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    transport: createSmtpTransport(`smtp://127.0.0.1:${port}`, 'League <league@example.org>'),
    rejectNext(count) {
      toReject = count;
    },
    refuseOnceTo(address) {
      refuseTo.add(address.toLowerCase());
    },
    to: (address) => received.filter((m) => m.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
