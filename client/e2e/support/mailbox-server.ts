import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One email as the mailbox received it: the envelope's recipients and the decoded text. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

function headerOf(head: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match ? match[1]!.replace(/\r?\n[ \t]/g, ' ') : '';
}

/** A single-part text email (what the server sends) as its text: quoted-printable or base64 undone. */
function readMail(raw: string): { subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const [head, body] = [raw.slice(0, split), raw.slice(split).replace(/^\r?\n\r?\n/, '')];
  const encoding = headerOf(head, 'Content-Transfer-Encoding').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body, 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1')
        : Buffer.from(body, 'utf8');
  return { subject: headerOf(head, 'Subject'), text: bytes.toString('utf8').replace(/\r\n/g, '\n') };
}

/**
 * The specs' mail server (smtp-server, in the global setup's process): the app sends to it over
 * SMTP as to any mail server, and the specs read what it received from a small HTTP answer
 * (GET /messages), since they run in other processes.
 */
export async function startMailbox(): Promise<{ smtpUrl: string; readUrl: string; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), ...readMail(Buffer.concat(chunks).toString('latin1')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const reader = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
  });
  await new Promise<void>((resolve) => reader.listen(0, '127.0.0.1', resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    readUrl: `http://127.0.0.1:${(reader.address() as AddressInfo).port}/messages`,
    close: async () => {
      reader.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
